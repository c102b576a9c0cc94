/**
 * The messages of the features that load later (a view, a checkout step, the portal, the storefront
 * elements). English comes with each feature's code (`defineMessages`); another language is the
 * feature's `messages/<feature>.<lang>.js`, loaded only when that language is in use: beside the
 * feature's code (the registry asks for both at once, registry.ts `TAG_MESSAGES`), or when the
 * language switches. Not part of the start set: the first feature that loads brings it.
 */
import type { Message } from './catalogs/en.js';
import { addLanguage, currentLanguage, isShipped, loadMessages, useFeatures } from './localize.js';

/** Each feature's English messages, by feature, in the order their code loaded. */
const english = new Map<string, Record<string, Message>>();
/** `feature:lang` once its messages are in (or failed: English then). */
const done = new Set<string>();

/** Loads `feature`'s messages in `lang` (the language in use by default), once (`loadMessages`). */
export function loadFeature(feature: string, lang = currentLanguage()): Promise<void> {
  const key = `${feature}:${lang}`;
  if (!isShipped(lang) || done.has(key)) return Promise.resolve();
  return loadMessages(feature, lang, (messages) => {
    addLanguage(lang, messages);
    done.add(key);
  });
}

useFeatures((lang) => {
  const missing = [...english.keys()].filter((feature) => !done.has(`${feature}:${lang}`));
  return isShipped(lang) && missing.length
    ? Promise.all(missing.map((feature) => loadFeature(feature, lang)))
    : undefined;
});

/**
 * A feature's English messages, added as its code loads; the language in use loads now if the
 * registry has not asked for it yet.
 */
export function defineMessages(feature: string, messages: Record<string, Message>): void {
  english.set(feature, messages);
  addLanguage('en', messages);
  void loadFeature(feature);
}

/** The English messages of every feature whose code has loaded, by feature (for tests and tools). */
export const featureEnglish = (): ReadonlyMap<string, Record<string, Message>> => english;
