/**
 * Messages in the shopper's language. English is bundled; every other language the widget ships
 * loads on demand, only when it is in use: its start messages (`messages/start.<lang>.js`) and, for
 * each feature that loads later, the feature's own (`messages/<feature>.<lang>.js`, see
 * feature-messages.ts). A missing key falls back to English; plurals use `Intl.PluralRules`.
 */
import { en, type Catalog, type Message, type MessageKey } from './catalogs/en.js';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/** The languages the widget ships besides English. */
export const LANGUAGES = ['de', 'fr'];

/**
 * A language's messages file, `messages/<name>.<lang>.js` beside this module: in the source
 * (src/core/i18n/messages/) and in the build (dist/cart/messages/, vite.config.ts copies them), so
 * the address needs no table. Its default export is the messages.
 */
export const loadMessagesFile = (name: string, lang: string): Promise<{ default: Record<string, Message> }> =>
  import(
    /* @vite-ignore */ new URL(/* @vite-ignore */ `./messages/${name}.${lang}.js`, import.meta.url).href
  );

/** Messages of elements that loaded after start, by language (`addLanguage`). */
const added = new Map<string, Catalog>();
const catalogs = new Map<string, Catalog>([['en', en]]);
const loading = new Map<string, Promise<void>>();

/** Adds `messages` in `lang`: those of an element that loads later (its English, or a language's). */
export function addLanguage(lang: string, messages: Record<string, Message>): void {
  added.set(lang, { ...added.get(lang), ...messages } as Catalog);
}

/** Whether the widget ships `lang`'s messages (English it always shows). */
export const isShipped = (lang: string): boolean => LANGUAGES.includes(lang);

/** The language the widget last rendered in (features that load later bring their messages in it). */
let current = 'en';
export const currentLanguage = (): string => current;

/**
 * What else `lang` needs once features have loaded later: their messages in it, or undefined when
 * they are there (feature-messages.ts installs it with the first feature).
 */
let features: ((lang: string) => Promise<unknown> | undefined) | undefined;
export const useFeatures = (missing: typeof features): void => void (features = missing);

/**
 * The widget renders in `lang`: undefined when its messages are all there, else the promise of
 * loading them (a language switch renders again once it settles).
 */
export function useLanguage(lang: string): Promise<unknown> | undefined {
  current = lang;
  const start = catalogs.has(lang) || !isShipped(lang) ? undefined : loadCatalog(lang);
  const more = features?.(lang);
  return start || more ? Promise.all([start, more]) : undefined;
}

/**
 * Loads the messages file `name` in `lang` once, and gives `use` its messages, or none when it
 * failed: English from then on, since a browser does not fetch a module that failed again and a
 * render asking again would only fail again. The start messages and every feature's load this way.
 */
export function loadMessages(
  name: string,
  lang: string,
  use: (messages: Record<string, Message>) => void,
): Promise<void> {
  const key = `${name}:${lang}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadMessagesFile(name, lang).then(
      (module) => use(module.default),
      (error: unknown) => {
        use({});
        console.warn(`Cart Widget: the ${lang} messages could not be loaded; showing English`, error);
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads `lang`'s start messages once (English if they fail). */
const loadCatalog = (lang: string): Promise<void> =>
  loadMessages('start', lang, (messages) => catalogs.set(lang, messages as Catalog));

const pluralRules = new Map<string, Intl.PluralRules>();

function pick(message: Message, lang: string, params: MessageParams | undefined): string {
  if (typeof message === 'string') return message;
  const count = Number(params?.count ?? 0);
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return message[rules.select(count)] ?? message.other;
}

/** The message `key` in `lang` with `{name}` placeholders filled. Text only: never HTML. */
export function msg(lang: string, key: string, params?: MessageParams): string {
  const find = (catalog: Catalog | undefined) => (catalog as Record<string, Message> | undefined)?.[key];
  const message =
    find(catalogs.get(lang)) ?? find(added.get(lang)) ?? find(en) ?? find(added.get('en')) ?? key;
  const text = pick(message, lang, params);
  return params
    ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
    : text;
}

/** Whether `key` names a message (for keys built at run time, such as `error.<code>`). */
export const isMessageKey = (key: string): key is MessageKey => msg('en', key) !== key;

/** Text direction of a language. */
export const directionOf = (lang: string): 'rtl' | 'ltr' =>
  ['ar', 'he', 'fa', 'ur', 'yi', 'ps'].includes(lang.slice(0, 2)) ? 'rtl' : 'ltr';
