/**
 * A page downloads only the messages of the language in use, beside the code that shows them: the
 * registry asks for a feature's messages file as it fetches the feature's code (no request after
 * the code), only in that language, and an English page asks for none.
 */
import { expect } from '@open-wc/testing';
import { featureEnglish } from '../../src/core/i18n/feature-messages.js';
import { useLanguage } from '../../src/core/i18n/localize.js';
import { REGISTRY, TAG_MESSAGES, type LazyTag } from '../../src/elements/registry.js';

/** The messages files this page asked for so far (`<name>.<lang>.js`). */
const messagesFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.match(/\/messages\/([\w-]+\.\w+\.js)$/)?.[1])
    .filter((name): name is string => name !== undefined);

describe('messages by language', () => {
  it('in English, loading views, steps and page elements asks for no messages file', async () => {
    useLanguage('en');
    await Promise.all(
      (['svc-view-variant', 'svc-checkout-contact', 'svc-cart-error'] as LazyTag[]).map((tag) =>
        REGISTRY[tag](),
      ),
    );
    expect(messagesFiles()).to.deep.equal([]);
  });

  it('in German, each tag’s code comes with the German messages of every feature it defines, and no other language', async () => {
    useLanguage('de');
    // Tags that bring several features first, so that each is checked where it is most likely missed.
    const tags = (Object.keys(REGISTRY) as LazyTag[]).sort(
      (a, b) => (TAG_MESSAGES[b]?.length ?? 0) - (TAG_MESSAGES[a]?.length ?? 0),
    );
    const unlisted: string[] = [];
    for (const tag of tags) {
      const before = new Set(featureEnglish().keys());
      await REGISTRY[tag]();
      for (const feature of featureEnglish().keys())
        if (!before.has(feature) && !TAG_MESSAGES[tag]?.includes(feature))
          unlisted.push(`${tag}: ${feature}`);
    }
    // A feature a tag defines but does not list would load its messages only after its code.
    expect(unlisted).to.deep.equal([]);
    const files = messagesFiles();
    expect(files.filter((file) => !file.endsWith('.de.js'))).to.deep.equal([]);
    expect(files).to.include.members([
      'variant.de.js',
      'contact.de.js',
      'portal.de.js',
      'storefront-context.de.js',
    ]);
  });
});
