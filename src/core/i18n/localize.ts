/**
 * Messages in the shopper's language. English comes with the code that shows it: the start
 * catalog here, each catalog of what loads later with its code (`defineMessages`). Every other
 * language the widget ships is one file, `messages/<lang>.js`, loaded once when the language comes
 * into use (at start, or on a switch) and only then; what loads later finds its messages there.
 * A missing key falls back to English; plurals use `Intl.PluralRules`. The messages are data,
 * the same for every widget, so they are kept here once; which language a widget speaks is its
 * own (`state.languageCode`, read by the LocalizeController), so nothing here chooses one.
 */
import { en, type Message, type MessageKey } from './catalogs/en.js';
import type { LanguageFile } from './language-files.js';

export type { LanguageFile, MessageKey };
export type MessageParams = Record<string, string | number>;

/** The languages the widget ships besides English. */
export const LANGUAGES = 'de fr es it nl pt pl sv da nb fi cs ja ar'.split(' ');

/**
 * A language's messages file, `messages/<lang>.js` beside this module: in the source
 * (src/core/i18n/messages/, which gathers the language's files) and in the build
 * (dist/cart/messages/, one file the build makes of them: vite.config.ts), so the address needs
 * no table.
 */
export const loadMessagesFile = (lang: string): Promise<{ default: LanguageFile | string }> =>
  import(/* @vite-ignore */ new URL(/* @vite-ignore */ `./messages/${lang}.js`, import.meta.url).href);

/** Each English catalog by name: the start's, and those of the code that has loaded since. */
const english = new Map<string, Record<string, Message>>([['start', en]]);
/** Every English message there is, by key. */
const englishMessages: Record<string, Message> = { ...en };
/** Each language's file once it is in ({} when it failed), and its messages by key. */
const files = new Map<string, LanguageFile>();
const catalogs = new Map<string, Record<string, Message>>();
const loading = new Map<string, Promise<void>>();
/** How a file is read: its chunk, loaded with the first file (language-files.ts). */
let reader: typeof import('./language-files.js') | undefined;

/** Puts `lang`'s messages of the English catalog `name` into its catalog. */
const fill = (lang: string, name: string): unknown =>
  Object.assign(catalogs.get(lang)!, reader?.messagesOf(files.get(lang)!, name, english.get(name)!));

/**
 * The English messages of code that loads later (a view, a checkout step, the portal), under the
 * catalog's name, which the language files use too; the languages already in take theirs now.
 */
export function defineMessages(name: string, messages: Record<string, Message>): void {
  english.set(name, messages);
  Object.assign(englishMessages, messages);
  for (const lang of files.keys()) fill(lang, name);
}

/** Every English catalog by name, as the code that has loaded defined them (for tests and tools). */
export const englishCatalogs = (): ReadonlyMap<string, Record<string, Message>> => english;

/**
 * Loads `lang`'s messages once: undefined when they are there (English, a language the widget
 * does not ship, one that failed), else the promise of them. A failure leaves English from then on,
 * since a browser does not fetch a module that failed again.
 */
export function loadLanguage(lang: string): Promise<void> | undefined {
  if (!LANGUAGES.includes(lang) || files.has(lang)) return undefined;
  const pending = loading.get(lang) ?? fetchLanguage(lang);
  loading.set(lang, pending);
  return pending;
}

/** Fetches `lang`'s file and the chunk that reads it, then fills its catalog (English on a failure). */
async function fetchLanguage(lang: string): Promise<void> {
  let file: LanguageFile = {};
  try {
    const [chunk, module] = await Promise.all([import('./language-files.js'), loadMessagesFile(lang)]);
    reader = chunk;
    file = chunk.readFile(module.default);
  } catch (error) {
    console.warn(`Cart Widget: the ${lang} messages could not be loaded; showing English`, error);
  }
  files.set(lang, file);
  catalogs.set(lang, {});
  for (const name of english.keys()) fill(lang, name);
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
  const text = pick(catalogs.get(lang)?.[key] ?? englishMessages[key] ?? key, lang, params);
  return params
    ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
    : text;
}

/** Whether `key` names a message (for keys built at run time, such as `error.<code>`). */
export const isMessageKey = (key: string): key is MessageKey => msg('en', key) !== key;

/** Text direction of a language. */
export const directionOf = (lang: string): 'rtl' | 'ltr' =>
  ['ar', 'he', 'fa', 'ur', 'yi', 'ps'].includes(lang.slice(0, 2)) ? 'rtl' : 'ltr';
