/** Which words a shopper sees for a failure (src/i18n/shopper-message.ts). */
import { expect } from '@open-wc/testing';
import { shopperMessage } from '../../src/core/i18n/shopper-message.js';
import type { MessageKey } from '../../src/core/i18n/localize.js';

const term = (key: MessageKey): string => `<${key}>`;

describe('shopperMessage', () => {
  it('says the shop could not be reached when a part of the widget could not be fetched (offline)', () => {
    const offline = new TypeError(
      'Failed to fetch dynamically imported module: https://shop.example/cart/x.js',
    );
    expect(shopperMessage(offline, term)).to.deep.equal({ text: '<error.network>', key: 'error.network' });
    const safari = new TypeError('Importing a module script failed.');
    expect(shopperMessage(safari, term).key).to.equal('error.network');
  });

  it('keeps the generic words for any other TypeError (a fault of the page or the widget)', () => {
    expect(shopperMessage(new TypeError('x is not a function'), term)).to.deep.equal({
      text: '<error.generic>',
      key: 'error.generic',
    });
  });
});
