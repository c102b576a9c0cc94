/**
 * `<svc-data>`'s `field` set as a property, as a framework or a page script does: it is reflected
 * to the attribute, so the element's own `:host([field$='description'])` styles (a description is
 * a block) apply as they do for the attribute written in the markup.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/storefront/index.js';
import type { SvcData } from '../../src/storefront/svc-data/svc-data.js';

describe('<svc-data> field, set as a property', () => {
  it('a description field set as a property is reflected and shown as a block', async () => {
    const data = await fixture<SvcData>(html`<svc-data>Our own words</svc-data>`);
    expect(getComputedStyle(data).display, 'a name is inline').to.equal('inline');

    data.field = 'product.description';
    await data.updateComplete;

    expect(data.getAttribute('field')).to.equal('product.description');
    expect(getComputedStyle(data).display).to.equal('block');
  });

  it('a text field set as a property after a description is inline again', async () => {
    const data = await fixture<SvcData>(html`<svc-data field="leaf.description">Our own words</svc-data>`);
    expect(getComputedStyle(data).display).to.equal('block');

    data.field = 'leaf.name';
    await data.updateComplete;

    expect(data.getAttribute('field')).to.equal('leaf.name');
    expect(getComputedStyle(data).display).to.equal('inline');
  });
});
