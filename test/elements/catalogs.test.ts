/**
 * The message catalogs: German and French carry every English message, the start messages
 * (`en.ts`), those of the code entries (`en-codes.ts`), of the error view (`en-error.ts`) and of
 * the elements that load later (`en-later.ts`), and nothing else; each
 * translation keeps the placeholders of its English message, plurals included.
 */
import { expect } from '@open-wc/testing';
import { de } from '../../src/core/i18n/catalogs/de.js';
import { en, type Catalog, type Message } from '../../src/core/i18n/catalogs/en.js';
import { enCodes } from '../../src/core/i18n/catalogs/en-codes.js';
import { enError } from '../../src/core/i18n/catalogs/en-error.js';
import { enLater } from '../../src/core/i18n/catalogs/en-later.js';
import { fr } from '../../src/core/i18n/catalogs/fr.js';

const english: Record<string, Message> = { ...en, ...enCodes, ...enError, ...enLater };
const translations: [string, Catalog][] = [
  ['de', de],
  ['fr', fr],
];

/** The texts of a message: the string, or each plural form's. */
const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter((form) => form !== undefined);

/** The `{name}` placeholders of `texts`, sorted and without duplicates. */
function placeholders(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

/** `key` of a translation, read as a plain record (the catalogs are typed by English keys). */
const entries = (catalog: Catalog) => Object.entries(catalog) as [string, Message][];

describe('message catalogs', () => {
  it('the start messages and the later ones do not share a key', () => {
    expect(Object.keys(enLater).filter((key) => key in en)).to.deep.equal([]);
    expect(Object.keys(enCodes).filter((key) => key in en || key in enLater)).to.deep.equal([]);
    expect(Object.keys(enError).filter((key) => key in en || key in enLater || key in enCodes)).to.deep.equal(
      [],
    );
    // The later messages are the ones the lazily loaded elements need.
    expect(Object.keys(enLater)).to.include.members(['cart.button', 'checkout.title', 'currency.label']);
    expect(Object.keys(en)).to.include.members(['cart.title', 'view.loading', 'error.network']);
  });

  for (const [lang, catalog] of translations) {
    describe(lang, () => {
      it('has every key of en.ts', () => {
        expect(Object.keys(en).filter((key) => !(key in catalog))).to.deep.equal([]);
      });

      it('has every key of en-codes.ts', () => {
        expect(Object.keys(enCodes).filter((key) => !(key in catalog))).to.deep.equal([]);
      });

      it('has every key of en-error.ts', () => {
        expect(Object.keys(enError).filter((key) => !(key in catalog))).to.deep.equal([]);
      });

      it('has every key of en-later.ts', () => {
        expect(Object.keys(enLater).filter((key) => !(key in catalog))).to.deep.equal([]);
      });

      it('has no key English does not have', () => {
        expect(Object.keys(catalog).filter((key) => !(key in english))).to.deep.equal([]);
      });

      it('has a non-empty text for every message and every plural form', () => {
        const empty = entries(catalog)
          .filter(([, message]) => forms(message).some((text) => typeof text !== 'string' || !text.trim()))
          .map(([key]) => key);
        expect(empty).to.deep.equal([]);
      });

      it('is plural exactly where English is, with an "other" form and only forms the language uses', () => {
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
        const wrong = entries(catalog).flatMap(([key, message]) => {
          const plural = typeof english[key] === 'object';
          if (plural !== (typeof message === 'object')) return [`${key}: plural ${plural} in English`];
          if (typeof message === 'string') return [];
          const problems = Object.keys(message)
            .filter((form) => !categories.includes(form))
            .map((form) => `${key}: form "${form}" is never used in ${lang}`);
          if (message.other === undefined) problems.push(`${key}: no "other" form`);
          return problems;
        });
        expect(wrong).to.deep.equal([]);
      });

      it('keeps {count} in every plural form whose English form has it', () => {
        const lost = entries(catalog).flatMap(([key, message]) => {
          const source = english[key];
          if (typeof message === 'string' || typeof source !== 'object') return [];
          return Object.entries(message)
            .filter(([form, text]) => {
              const englishForm = source[form] ?? source.other;
              return englishForm.includes('{count}') && !text!.includes('{count}');
            })
            .map(([form]) => `${key}.${form}`);
        });
        expect(lost).to.deep.equal([]);
        // The check sees plurals with a count: there are some, in both catalogs.
        expect(
          entries(catalog).filter(([, message]) => forms(message).some((t) => t.includes('{count}'))),
        ).to.have.length.greaterThan(5);
      });

      it('keeps every {param} of the English message, in the same plural form', () => {
        const lost = entries(catalog).flatMap(([key, message]) => {
          const source = english[key];
          if (!source) return [];
          if (typeof message === 'string' || typeof source === 'string') {
            const missing = placeholders(...forms(source)).filter(
              (name) => !placeholders(...forms(message)).includes(name),
            );
            return missing.map((name) => `${key}: {${name}}`);
          }
          return Object.entries(message).flatMap(([form, text]) =>
            placeholders(source[form] ?? source.other)
              .filter((name) => !placeholders(text!).includes(name))
              .map((name) => `${key}.${form}: {${name}}`),
          );
        });
        expect(lost).to.deep.equal([]);
      });

      it('has no {param} its English message does not fill', () => {
        const unknown = entries(catalog).flatMap(([key, message]) => {
          const known = english[key] ? placeholders(...forms(english[key])) : [];
          return placeholders(...forms(message))
            .filter((name) => !known.includes(name))
            .map((name) => `${key}: {${name}}`);
        });
        expect(unknown).to.deep.equal([]);
      });
    });
  }
});
