/**
 * The message catalogs of every language the widget ships besides English: the start messages
 * (`messages/start.<lang>.js`, against `en.ts`, `en-codes.ts`, `en-error.ts` and `en-later.ts`) and
 * each feature's (`messages/<feature>.<lang>.js`, against the English its code defines). Each file
 * is loaded as the widget loads it, and must carry every English key and no other, with a text for
 * every message and plural form, the plural forms its language uses, and the placeholders of its
 * English message. A failure lists every key at fault.
 */
import { expect } from '@open-wc/testing';
import { en, type Message } from '../../src/core/i18n/catalogs/en.js';
import { enCodes } from '../../src/core/i18n/catalogs/en-codes.js';
import { enError } from '../../src/core/i18n/catalogs/en-error.js';
import { enLater } from '../../src/core/i18n/catalogs/en-later.js';
import { featureEnglish } from '../../src/core/i18n/feature-messages.js';
import { LANGUAGES, loadMessagesFile } from '../../src/core/i18n/localize.js';
import { TAG_MESSAGES } from '../../src/elements/registry.js';
// Every feature's English messages (each module defines its feature's).
import '../../src/elements/svc-cart-error/messages.js';
import '../../src/views/svc-view-pricing/messages.js';
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
import '../../src/checkout/gateways/messages.js';
import '../../src/checkout/svc-checkout-contact/messages.js';
import '../../src/checkout/svc-checkout-delivery/messages.js';
import '../../src/checkout/svc-checkout-payment/messages.js';
import '../../src/checkout/svc-checkout-offers/messages.js';
import '../../src/checkout/svc-checkout-review/messages.js';
import '../../src/checkout/svc-checkout-receipt/messages.js';
import '../../src/controller/checkout/purchase.js';
import '../../src/portal/svc-customer-portal/messages.js';
import '../../src/portal/parts/subscription-messages.js';
import '../../src/portal/parts/account-messages.js';
import '../../src/storefront/svc-context/messages.js';
import '../../src/storefront/svc-list/messages.js';
import '../../src/storefront/svc-option-picker/messages.js';
import '../../src/storefront/svc-bundle-builder/messages.js';

const startEnglish: Record<string, Message> = { ...en, ...enCodes, ...enError, ...enLater };

/** The texts of a message: the string, or each plural form's. */
const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter((form) => form !== undefined);

/** The `{name}` placeholders of `texts`, sorted and without duplicates. */
function placeholders(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

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
      if (message.other === undefined) problems.push(`${key}: no "other" form`);
      for (const [form, text] of Object.entries(message)) {
        const englishForm = source[form] ?? source.other;
        for (const name of placeholders(englishForm))
          if (!placeholders(text!).includes(name) && (name !== 'count' || englishForm.includes('{count}')))
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
    // The later messages are the ones the lazily loaded elements need.
    expect(Object.keys(enLater)).to.include.members(['cart.button', 'checkout.title', 'currency.label']);
    expect(Object.keys(en)).to.include.members(['cart.title', 'view.loading', 'error.network']);
  });

  it('every feature the registry loads messages for defines its English, and no two features share a key', () => {
    const features = [...featureEnglish().keys()];
    const listed = [...new Set(Object.values(TAG_MESSAGES).flat())];
    expect(listed.filter((feature) => !features.includes(feature))).to.deep.equal([]);
    expect(features).to.have.length.greaterThan(25);
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
      it('start: every key of en.ts, en-codes.ts, en-error.ts and en-later.ts, and no other', async () => {
        const catalog = (await loadMessagesFile('start', lang)).default;
        expect(faults(lang, startEnglish, catalog)).to.deep.equal([]);
        // The check sees plurals with a count: there are some.
        expect(
          Object.values(catalog).filter((message) => forms(message).some((t) => t.includes('{count}'))),
        ).to.have.length.greaterThan(5);
      });

      it('every feature: every English key, and no other', async () => {
        const problems: string[] = [];
        for (const [feature, english] of featureEnglish()) {
          const catalog = (await loadMessagesFile(feature, lang)).default;
          problems.push(...faults(lang, english, catalog).map((fault) => `${feature}.${lang}.js ${fault}`));
        }
        expect(problems).to.deep.equal([]);
      });
    });
  }
});
