/**
 * The widget's card form as a shopper types in it: the number grouped in fours (American Express
 * 4-6-5), the expiry as MM/YY, the caret kept by the digit typed or deleted, a whole number put in
 * at once (paste, autofill), the autofill and keyboard tokens, and digits only given to the
 * gateway.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/gateways/card-form.js';
import type { SvcGatewayCardForm } from '../../src/ui/gateways/card-form.js';
import {
  deleteAcrossSeparator,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '../../src/ui/gateways/card-format.js';

/** Formats `text` typed with the caret at its end, as the field would. */
const atEnd = (format: typeof formatCardNumber, text: string) => format({ text, caret: text.length }).text;

describe('card entry formatting', () => {
  it('groups a card number in fours, an American Express number 4-6-5, and drops what is not a digit', () => {
    expect(
      [
        '4',
        '42424',
        '4242424242424242',
        '4242-4242 4242x4242',
        '4242424242424242999',
        '42424242424242429999',
      ].map((text) => atEnd(formatCardNumber, text)),
    ).to.deep.equal([
      '4',
      '4242 4',
      '4242 4242 4242 4242',
      '4242 4242 4242 4242',
      '4242 4242 4242 4242 999',
      '4242 4242 4242 4242 999',
    ]);
    expect(
      ['3782', '37828', '378282246310005', '3782822463100059'].map((text) => atEnd(formatCardNumber, text)),
    ).to.deep.equal(['3782', '3782 8', '3782 822463 10005', '3782 822463 10005']);
  });

  it('reads the expiry as MM/YY: 1230 is 12/30, 1/ is 01/, 12/2030 is 12/30', () => {
    expect(
      ['1', '12', '123', '1230', '12305', '1/', '1/3', '12/', '12/2030', '12 / 2031', '12-30', 'ab12'].map(
        (text) => atEnd(formatExpiry, text),
      ),
    ).to.deep.equal([
      '1',
      '12',
      '12/3',
      '12/30',
      '12/30',
      '01/',
      '1/3',
      '12/',
      '12/30',
      '12/31',
      '12/30',
      '12',
    ]);
    expect(['12a3', '12345'].map((text) => atEnd(formatCvc, text))).to.deep.equal(['123', '1234']);
  });

  it('keeps the caret by the digit typed in the middle of a number', () => {
    // "9" typed after the fifth digit of 4242 4242 4242 4242.
    expect(formatCardNumber({ text: '4242 49242 4242 4242', caret: 7 })).to.deep.equal({
      text: '4242 4924 2424 2424 2',
      caret: 7,
    });
    // A digit typed inside the first group pushes the rest on; the caret stays after it.
    expect(formatCardNumber({ text: '42492 4242', caret: 4 })).to.deep.equal({
      text: '4249 2424 2',
      caret: 4,
    });
  });

  it('Backspace or Delete on a separator removes the digit beside it, so it never seems to do nothing', () => {
    // Backspace after the space of "4242 4242": the browser removed the space only.
    expect(deleteAcrossSeparator('4242 4242', { text: '42424242', caret: 4 }, true)).to.deep.equal({
      text: '4244242',
      caret: 3,
    });
    // Delete before the space.
    expect(deleteAcrossSeparator('4242 4242', { text: '42424242', caret: 4 }, false)).to.deep.equal({
      text: '4242242',
      caret: 4,
    });
    // A digit deleted is left as it is.
    expect(deleteAcrossSeparator('4242 4242', { text: '4242 424', caret: 8 }, true)).to.deep.equal({
      text: '4242 424',
      caret: 8,
    });
  });
});

describe('<svc-gateway-card-form> as typed', () => {
  async function form(): Promise<{ element: SvcGatewayCardForm; input: (id: string) => HTMLInputElement }> {
    const element = await fixture<SvcGatewayCardForm>(html`<svc-gateway-card-form></svc-gateway-card-form>`);
    const input = (id: string) => element.shadowRoot!.getElementById(id) as HTMLInputElement;
    return { element, input };
  }

  it('carries the autofill and numeric keyboard tokens, and no length limit that would cut a paste', async () => {
    const { element } = await form();
    expect(
      [...element.shadowRoot!.querySelectorAll('input')].map((input) => [
        input.id,
        // The attribute, as autofill reads it: Firefox's `autocomplete` property knows no `cc-csc`.
        input.getAttribute('autocomplete'),
        input.inputMode,
        input.maxLength,
      ]),
    ).to.deep.equal([
      ['card-number', 'cc-number', 'numeric', -1],
      ['card-expiry', 'cc-exp', 'numeric', -1],
      ['card-cvc', 'cc-csc', 'numeric', -1],
      ['card-name', 'cc-name', '', -1],
    ]);
  });

  it('shows a typed number grouped in fours and a typed 1230 as 12/30, the caret at the end', async () => {
    const { input } = await form();
    input('card-number').focus();
    await sendKeys({ type: '4242424242424242' });
    expect([input('card-number').value, input('card-number').selectionStart]).to.deep.equal([
      '4242 4242 4242 4242',
      19,
    ]);
    input('card-expiry').focus();
    await sendKeys({ type: '1230' });
    expect([input('card-expiry').value, input('card-expiry').selectionStart]).to.deep.equal(['12/30', 5]);
    input('card-cvc').focus();
    await sendKeys({ type: '12a34' });
    expect(input('card-cvc').value).to.equal('1234');
  });

  it('shows a typed American Express number 4-6-5', async () => {
    const { input } = await form();
    input('card-number').focus();
    await sendKeys({ type: '3782822463100059' });
    expect(input('card-number').value).to.equal('3782 822463 10005');
  });

  it('keeps the caret where the shopper types and deletes in the middle', async () => {
    const { input } = await form();
    const number = input('card-number');
    number.focus();
    await sendKeys({ type: '4242424242424242' });
    number.setSelectionRange(6, 6);
    await sendKeys({ type: '9' });
    expect([number.value, number.selectionStart]).to.deep.equal(['4242 4924 2424 2424 2', 7]);
    // Backspace just after a space removes the digit before it.
    number.setSelectionRange(5, 5);
    await sendKeys({ press: 'Backspace' });
    expect([number.value, number.selectionStart]).to.deep.equal(['4244 9242 4242 4242', 3]);
  });

  it('formats a number put in at once, with its dashes, and an autofilled 12/2030', async () => {
    const { element, input } = await form();
    const number = input('card-number');
    number.focus();
    // One insertion of the whole text, as a paste makes it.
    document.execCommand('insertText', false, '4000-0027-6000-3184');
    expect(number.value).to.equal('4000 0027 6000 3184');
    const expiry = input('card-expiry');
    expiry.value = '12/2030';
    expiry.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(expiry.value).to.equal('12/30');
    input('card-cvc').value = '123';
    input('card-cvc').dispatchEvent(new Event('input'));
    // What goes to the gateway is the digits; the optional name as typed, trimmed.
    expect((await element.check()).card).to.deep.equal({
      number: '4000002760003184',
      month: 12,
      year: 2030,
      cvc: '123',
      name: '',
    });
    input('card-name').focus();
    await sendKeys({ type: ' Sam Shopper ' });
    expect((await element.check()).card?.name).to.equal('Sam Shopper');
  });
});
