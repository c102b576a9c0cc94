/**
 * A page downloads only the messages of the language in use: one file, `messages/<lang>.js`, asked
 * for once when the language comes into use; the views, steps and page elements that load later
 * find their messages there (no request after their code), and an English page asks for none.
 */
import { expect } from '@open-wc/testing';
import { defineMessages, loadLanguage, msg } from '../../src/core/i18n/localize.js';
import { loadElement, useRegistry } from '../../src/ui/load-element.js';
import { REGISTRY, type LazyTag } from '../../src/bootstrap/registry.js';

/** The languages whose messages this page asked for so far (`messages/<lang>.js`), in order. */
const languageFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.match(/\/messages\/(\w+)\.js$/)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'gather');

/** Every messages file this page asked for (the source's gatherer asks for the language's files). */
const allMessagesFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.match(/\/messages\/([\w.-]+\.js)$/)?.[1])
    .filter((name): name is string => name !== undefined);

useRegistry(() => Promise.resolve(REGISTRY));

describe('messages by language', () => {
  it('in English, loading views, steps and page elements asks for no messages file', async () => {
    expect(loadLanguage('en')).to.equal(undefined);
    await Promise.all(
      (['svc-view-variant', 'svc-checkout-contact', 'svc-cart-error'] as LazyTag[]).map((tag) =>
        loadElement(tag, 'en'),
      ),
    );
    expect(allMessagesFiles()).to.deep.equal([]);
    expect(msg('en', 'variant.add')).to.equal('Add to cart');
  });

  it('German loads once, as one file; the code that loads next finds its German there and asks for nothing more', async () => {
    const loading = loadLanguage('de');
    expect(loading).to.be.instanceOf(Promise);
    // Asked again while it loads: the same load.
    expect(loadLanguage('de')).to.equal(loading);
    await loading;
    expect(loadLanguage('de')).to.equal(undefined);
    expect(languageFiles()).to.deep.equal(['de']);
    const before = allMessagesFiles().length;
    await Promise.all(
      (['svc-view-pricing', 'svc-checkout-payment', 'svc-customer-portal', 'svc-context'] as LazyTag[]).map(
        (tag) => loadElement(tag, 'de'),
      ),
    );
    expect(allMessagesFiles()).to.have.length(before);
    expect(allMessagesFiles().filter((file) => !/(^|\.)de\.js$/.test(file))).to.deep.equal(['gather.js']);
    // Defined before and after the German came in: both speak German.
    expect(msg('de', 'variant.add')).to.equal('In den Warenkorb');
    expect(msg('de', 'pricing.legend')).to.not.equal(msg('en', 'pricing.legend'));
    expect(msg('de', 'portal.tab.subscriptions')).to.equal('Abonnements');
  });

  it('loading an element settles once the caller’s language is in, and loads only that one', async () => {
    await loadElement('svc-view-variant', 'de');
    // The element is defined already; loading it for a widget in Japanese waits for the Japanese.
    await loadElement('svc-view-variant', 'ja');
    expect(msg('ja', 'variant.add')).to.equal('カートに追加');
    expect(languageFiles()).to.deep.equal(['de', 'ja']);
  });

  it('a key the language lacks is shown in English; a language the widget does not ship is English', () => {
    defineMessages('test-only', { 'test.only': 'Only in English' });
    expect(msg('de', 'test.only')).to.equal('Only in English');
    expect(msg('de', 'no.such.key')).to.equal('no.such.key');
    expect(loadLanguage('ko')).to.equal(undefined);
    expect(msg('ko', 'variant.add')).to.equal('Add to cart');
    expect(languageFiles()).to.deep.equal(['de', 'ja']);
  });
});
