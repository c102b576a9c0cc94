/**
 * The message catalogs of every language the widget ships besides English: the start messages
 * (`messages/start.<lang>.js`, against `en.ts`, `en-codes.ts`, `en-error.ts`, `en-later.ts` and
 * `en-lines.ts`) and each feature's (`messages/<feature>.<lang>.js`, against the English its code
 * defines). Each
 * language is loaded as the widget loads it in the source (`messages/<lang>.js` gathers its files),
 * and must carry every English key and no other, with a text for every message and every plural
 * form its language has, and the placeholders of its English message. A failure lists every key at
 * fault. (The build makes one file of each language and fails on a key missing: scripts/messages.mjs.)
 * A message a language still holds in English, listed in `messages/needs-translation.js` (as
 * `npm run new:view` writes a new view's), passes: its language's test reports the count, and
 * fails once a listed message no longer holds the English, so the list stays true.
 */
import { expect } from '@open-wc/testing';
import { en, type Message } from '../../src/core/i18n/catalogs/en.js';
import { enCodes } from '../../src/core/i18n/catalogs/en-codes.js';
import { enError } from '../../src/core/i18n/catalogs/en-error.js';
import { enLater } from '../../src/core/i18n/catalogs/en-later.js';
import { enLines } from '../../src/core/i18n/catalogs/en-lines.js';
import { englishCatalogs, LANGUAGES, loadMessagesFile } from '../../src/core/i18n/localize.js';
// Every feature's English messages (each module defines its feature's).
import '../../src/core/i18n/codes-messages.js';
import '../../src/core/i18n/lines-messages.js';
import '../../src/core/i18n/later-messages.js';
import '../../src/elements/svc-cart-error/messages.js';
import '../../src/ui/pricing-messages.js';
import '../../src/views/svc-view-variant/messages.js';
import '../../src/views/svc-view-survey/messages.js';
import '../../src/views/svc-view-survey-flow/messages.js';
import '../../src/views/svc-view-bundle/messages.js';
import '../../src/views/svc-view-bundle-plan/messages.js';
import '../../src/views/svc-view-voucher/messages.js';
import '../../src/views/svc-view-subscription-replacement/messages.js';
import '../../src/views/svc-view-out-of-stock/messages.js';
import '../../src/views/svc-view-gift/messages.js';
import '../../src/checkout/messages.js';
import '../../src/ui/gateways/messages.js';
import '../../src/checkout/svc-checkout-contact/messages.js';
import '../../src/checkout/svc-checkout-delivery/messages.js';
import '../../src/checkout/svc-checkout-payment/messages.js';
import '../../src/checkout/svc-checkout-offers/messages.js';
import '../../src/checkout/svc-checkout-review/messages.js';
import '../../src/checkout/svc-checkout-receipt/messages.js';
import '../../src/controller/checkout/purchase.js';
import '../../src/controller/cart-operations.js';
import '../../src/portal/svc-customer-portal/messages.js';
import '../../src/portal/parts/subscription-messages.js';
import '../../src/portal/parts/account-messages.js';
import '../../src/storefront/svc-context/messages.js';
import '../../src/storefront/svc-list/messages.js';
import '../../src/storefront/svc-option-picker/messages.js';
import '../../src/storefront/svc-bundle-builder/messages.js';

const startEnglish: Record<string, Message> = { ...en, ...enCodes, ...enError, ...enLater, ...enLines };

/** The keys each language still holds in English, awaiting a translator (scripts/new-view.mjs writes them). */
const needsTranslation: Partial<Record<string, string[]>> = (
  await import(
    /* @vite-ignore */ new URL('../../src/core/i18n/messages/needs-translation.js', import.meta.url).href
  )
).default;

/** Every English message, by key: the start's and the features'. */
const allEnglish = (): Record<string, Message> =>
  Object.assign({}, ...englishCatalogs().values()) as Record<string, Message>;

/** The listed keys of `lang` whose message is not the English one (any more): the list is stale. */
function staleMarks(lang: string, gathered: Record<string, Record<string, Message>>): string[] {
  const english = allEnglish();
  const messages: Record<string, Message> = Object.assign({}, ...Object.values(gathered));
  const fault = (key: string): string | undefined => {
    if (!(key in english)) return 'not an English key';
    if (!(key in messages)) return 'missing';
    return JSON.stringify(messages[key]) === JSON.stringify(english[key]) ? undefined : 'translated';
  };
  return (needsTranslation[lang] ?? []).flatMap((key) => {
    const found = fault(key);
    return found ? [`${key}: listed in needs-translation.js, but ${found}`] : [];
  });
}

/** The texts of a message: the string, or each plural form's. */
const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter((form) => form !== undefined);

/** The `{name}` placeholders of `texts`, sorted and without duplicates. */
function placeholders(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

/** Whether one whole number alone takes the plural form `form` in `lang` (English "one", Arabic "two"). */
function oneNumber(lang: string, form: string): boolean {
  const rules = new Intl.PluralRules(lang);
  return [...Array(1000).keys()].filter((n) => rules.select(n) === form).length === 1;
}

/** The features' English catalogs, by name (the start's are `start` and `start-*`). */
const featureEnglish = () => [...englishCatalogs()].filter(([name]) => !/^start(-|$)/.test(name));

/** What is wrong with `catalog`, a translation of `english` into `lang`: one line per fault. */
function faults(lang: string, english: Record<string, Message>, catalog: Record<string, Message>): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const problems = Object.keys(english)
    .filter((key) => !(key in catalog))
    .map((key) => `${key}: missing`);
  for (const [key, message] of Object.entries(catalog)) {
    const source = english[key];
    if (!source) {
      problems.push(`${key}: not an English key`);
      continue;
    }
    if (forms(message).some((text) => typeof text !== 'string' || !text.trim()))
      problems.push(`${key}: empty text`);
    if ((typeof source === 'object') !== (typeof message === 'object')) {
      problems.push(`${key}: plural ${typeof source === 'object'} in English`);
      continue;
    }
    if (typeof message === 'object' && typeof source === 'object') {
      for (const form of Object.keys(message))
        if (!categories.includes(form)) problems.push(`${key}: form "${form}" is never used in ${lang}`);
      for (const form of categories)
        if (message[form] === undefined)
          problems.push(`${key}: no "${form}" form (${lang} has ${categories.join(', ')})`);
      for (const [form, text] of Object.entries(message)) {
        const englishForm = source[form] ?? source.other;
        for (const name of placeholders(englishForm))
          // The number may be left out of a form only one number takes ("منتجان", two items).
          if (
            !placeholders(text!).includes(name) &&
            (name !== 'count' || (englishForm.includes('{count}') && !oneNumber(lang, form)))
          )
            problems.push(`${key}.${form}: {${name}} lost`);
      }
    } else {
      for (const name of placeholders(...forms(source)))
        if (!placeholders(...forms(message)).includes(name)) problems.push(`${key}: {${name}} lost`);
    }
    const known = placeholders(...forms(source));
    for (const name of placeholders(...forms(message)))
      if (!known.includes(name)) problems.push(`${key}: {${name}} is not filled`);
  }
  return problems;
}

describe('message catalogs', () => {
  it('the start messages and the later ones do not share a key', () => {
    expect(Object.keys(enLater).filter((key) => key in en)).to.deep.equal([]);
    expect(Object.keys(enCodes).filter((key) => key in en || key in enLater)).to.deep.equal([]);
    expect(Object.keys(enError).filter((key) => key in en || key in enLater || key in enCodes)).to.deep.equal(
      [],
    );
    const others = { ...en, ...enLater, ...enCodes, ...enError };
    expect(Object.keys(enLines).filter((key) => key in others)).to.deep.equal([]);
    // The later messages are the ones the lazily loaded elements need.
    expect(Object.keys(enLater)).to.include.members(['cart.button', 'checkout.confirmed', 'currency.label']);
    // The drawer's heading says "Checkout" while the checkout's code is still on its way.
    expect(Object.keys(en)).to.include.members([
      'cart.title',
      'checkout.title',
      'view.loading',
      'error.network',
    ]);
  });

  it('every feature defines its English under a name of its own, and no two features share a key', () => {
    const features = featureEnglish().map(([name]) => name);
    expect(features).to.have.length.greaterThan(25);
    expect([...englishCatalogs().keys()].filter((name) => /^start/.test(name)).sort()).to.deep.equal([
      'start',
      'start-codes',
      'start-error',
      'start-later',
      'start-lines',
    ]);
    const seen = new Map<string, string>(Object.keys(startEnglish).map((key) => [key, 'start']));
    const shared: string[] = [];
    for (const [feature, messages] of featureEnglish())
      for (const key of Object.keys(messages)) {
        if (seen.has(key)) shared.push(`${key}: ${seen.get(key)} and ${feature}`);
        seen.set(key, feature);
      }
    expect(shared).to.deep.equal([]);
  });

  for (const lang of LANGUAGES) {
    describe(lang, () => {
      /** The language's files by name, as the source's `messages/<lang>.js` gathers them. */
      const files = async () =>
        (await loadMessagesFile(lang)).default as Record<string, Record<string, Message>>;

      it('start: every key of en.ts, en-codes.ts, en-error.ts, en-later.ts and en-lines.ts, and no other', async () => {
        const catalog = (await files()).start!;
        expect(faults(lang, startEnglish, catalog)).to.deep.equal([]);
        // The check sees plurals with a count: there are some.
        expect(
          Object.values(catalog).filter((message) => forms(message).some((t) => t.includes('{count}'))),
        ).to.have.length.greaterThan(5);
      });

      it('every feature: every English key, and no other; no file without an English catalog', async () => {
        const gathered = await files();
        const problems: string[] = [];
        for (const [feature, english] of featureEnglish()) {
          const catalog = gathered[feature];
          if (!catalog) problems.push(`${feature}.${lang}.js: missing`);
          else
            problems.push(...faults(lang, english, catalog).map((fault) => `${feature}.${lang}.js ${fault}`));
        }
        const names = ['start', ...featureEnglish().map(([name]) => name)];
        for (const file of Object.keys(gathered))
          if (!names.includes(file)) problems.push(`${file}.${lang}.js: no English catalog of that name`);
        expect(problems).to.deep.equal([]);
      });

      const waiting = needsTranslation[lang]?.length ?? 0;
      it(`${waiting} messages await translation (needs-translation.js), each still the English text`, async () => {
        if (waiting)
          console.info(
            `${lang}: ${waiting} messages await translation: ${needsTranslation[lang]!.join(', ')}`,
          );
        expect(staleMarks(lang, await files())).to.deep.equal([]);
      });
    });
  }

  it('a message listed as awaiting translation fails once it no longer holds the English', () => {
    needsTranslation.xx = ['view.back', 'view.loading', 'no.such.key'];
    try {
      const gathered = { start: { 'view.back': enLater['view.back'], 'view.loading': 'Chargement…' } };
      expect(staleMarks('xx', gathered)).to.deep.equal([
        'view.loading: listed in needs-translation.js, but translated',
        'no.such.key: listed in needs-translation.js, but not an English key',
      ]);
    } finally {
      delete needsTranslation.xx;
    }
  });

  it('the fault list names a missing key, a key English does not have, a missing plural form and a lost placeholder', () => {
    const english: Record<string, Message> = {
      'a.title': 'Your cart',
      'a.count': { one: '{count} item', other: '{count} items' },
      'a.price': 'Total {price}',
    };
    const catalog: Record<string, Message> = {
      'a.count': { one: '{count} produkt', few: '{count} produkty', other: '{count} produktu' },
      'a.price': 'Razem',
      'a.extra': 'Extra',
    };
    expect(faults('pl', english, catalog)).to.deep.equal([
      'a.title: missing',
      'a.count: no "many" form (pl has one, few, many, other)',
      'a.price: {price} lost',
      'a.extra: not an English key',
    ]);
  });
});
