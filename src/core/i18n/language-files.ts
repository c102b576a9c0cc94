/**
 * Reading a language's messages file (localize.ts `loadMessagesFile`): a chunk of its own, fetched
 * beside the first file of a language other than English, so an English page never loads it.
 */
import type { Message } from './catalogs/en.js';

/**
 * A language's messages: each English catalog's, by the catalog's name (`defineMessages`), as a list
 * in the order of the English keys (read from the build's file) or by key (the source's, which
 * names its catalogs by file: `start` holds the `start*` catalogs' keys).
 */
export type LanguageFile = Record<string, readonly Message[] | Record<string, Message>>;

/** The plural forms of a message's line in the build's file, in order. */
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * A file's messages: the source's as they are; the build's text (scripts/messages.mjs) read: the
 * catalogs' names, then each catalog's messages after an empty line, a line each; a plural
 * message's forms are between tabs, an empty one is "other".
 */
export function readFile(file: LanguageFile | string): LanguageFile {
  if (typeof file !== 'string') return file;
  const [names, ...lists] = file.split('\n\n');
  return Object.fromEntries(
    names!.split(' ').map((name, i) => [
      name,
      lists[i]!.split('\n').map((line): Message => {
        const forms = line.split('\t');
        return forms.length < 6
          ? line
          : (Object.fromEntries(forms.map((form, f) => [FORMS[f], form || undefined])) as Message);
      }),
    ]),
  );
}

/** The messages of `file` for the English catalog `name` (`english`), by key. */
export function messagesOf(
  file: LanguageFile,
  name: string,
  english: Record<string, Message>,
): Record<string, Message> | undefined {
  const messages = file[name];
  return Array.isArray(messages)
    ? Object.fromEntries(Object.keys(english).map((key, i) => [key, messages[i] as Message]))
    : (messages as Record<string, Message> | undefined);
}
