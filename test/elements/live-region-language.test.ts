/**
 * The drawer's live region speaks the widget's language, also when the language's messages arrive
 * after the cart changed: "Cart updated: 1 item" becomes French once the French is in.
 */
import { expect } from '@open-wc/testing';
import { holdRequest } from '../shared/held-request.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { openPanel, part } from './panel-helpers.js';
import { settled, waitFor } from './element-helpers.js';

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the live region in the widget’s language', () => {
  const sandbox = setupWidget();

  it('announces a cart change made while the French still loads in French once it is in', async () => {
    const french = holdRequest(sandbox(), '*/messages/fr.js');
    const svcCart = await startWidget({ languageCode: 'fr' });
    await openPanel(svcCart);
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await settled();
    expect(french.asked(), 'the French messages were asked for').to.equal(true);
    // Before the French is here, the widget speaks English.
    expect(text(part('live-region'))).to.equal('Cart updated: 1 item');

    french.release();
    await waitFor(() => text(part('title')).startsWith('Votre panier'), 'the drawer in French');
    await settled();
    expect(text(part('live-region'))).to.equal('Panier mis à jour : 1 article');
  });

  it('announces later changes in French too', async () => {
    const svcCart = await startWidget({ languageCode: 'fr' });
    await openPanel(svcCart);
    const cart = await svcCart.addItem({ productId: 201, quantity: 2 });
    await settled();
    expect(text(part('live-region'))).to.equal('Panier mis à jour : 2 articles');
    await svcCart.updateItem(cart.items[0]!.id, { quantity: 1 });
    await settled();
    expect(text(part('live-region'))).to.equal('Panier mis à jour : 1 article');
  });
});
