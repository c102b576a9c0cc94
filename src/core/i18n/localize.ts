/**
 * Messages in the shopper's language. English is bundled; German and French load on demand as
 * chunks beside the script. A missing key falls back to English; plurals use `Intl.PluralRules`.
 */
import { en, type Catalog, type Message, type MessageKey } from './catalogs/en.js';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const loaders: Record<string, () => Promise<Catalog>> = {
  de: () => import('./catalogs/de.js').then((module) => module.de),
  fr: () => import('./catalogs/fr.js').then((module) => module.fr),
};

/** Messages of elements that loaded after start, by language (`addMessages`). */
const added = new Map<string, Catalog>();
const catalogs = new Map<string, Catalog>([['en', en]]);
const loading = new Map<string, Promise<void>>();

/**
 * Adds the messages of an element that loads after start (later-messages.ts, the views):
 * `{ en: {…}, de: {…}, fr: {…} }`. A language's own catalog still wins for its start keys. Every
 * language given has exactly English's keys: a missing or extra key fails the type check.
 */
export function addMessages<Key extends string>(
  byLanguage: { en: Record<Key, Message> } & Record<string, Record<Key, Message>>,
): void {
  for (const [lang, messages] of Object.entries(byLanguage))
    added.set(lang, { ...added.get(lang), ...messages } as Catalog);
}

/** Whether `lang`'s catalog is loaded (English always is). */
export const isLoaded = (lang: string): boolean => catalogs.has(lang) || !loaders[lang];

/** Loads `lang`'s catalog once; resolves at once for English and unknown languages. */
export function loadCatalog(lang: string): Promise<void> {
  if (isLoaded(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]!().then(
      (catalog) => {
        catalogs.set(lang, catalog);
      },
      (error: unknown) => {
        loading.delete(lang);
        console.warn(`Cart Widget: the ${lang} messages could not be loaded; showing English`, error);
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

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
