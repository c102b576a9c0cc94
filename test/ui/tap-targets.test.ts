import { expect, fixture, html } from '@open-wc/testing';
import { smallTapTargets } from '../shared/tap-targets.js';

// The check every tap-target test relies on: it must see a small control, including one in a
// shadow root, and pass a large one, a labelled radio and a link inside a sentence.
describe('smallTapTargets', () => {
  it('names a control under 44×44, in the page and in a shadow root, and passes one of 44×44', async () => {
    const host = await fixture<HTMLDivElement>(html`
      <div>
        <button style="width: 36px; height: 36px" aria-label="Remove">×</button>
        <button style="width: 44px; height: 44px">OK</button>
        <span id="host"></span>
      </div>
    `);
    const shadow = host.querySelector('#host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML =
      '<a href="#x" part="close" style="display: inline-block; width: 40px; height: 44px">Close</a>';
    expect(smallTapTargets(host)).to.deep.equal([
      '<button> "Remove" is 36×36',
      '<a> [part="close"] "Close" is 40×44',
    ]);
  });

  it('counts a radio by its label and leaves out links inside a sentence and hidden controls', async () => {
    const host = await fixture<HTMLDivElement>(html`
      <div>
        <label style="display: block; height: 48px"><input type="radio" name="m" /> Standard</label>
        <p>Read the <a href="#terms">terms</a> first.</p>
        <button hidden>Hidden</button>
        <label style="display: block; height: 20px"><input type="checkbox" name="news" /> News</label>
      </div>
    `);
    expect(smallTapTargets(host)).to.have.length(1);
    expect(smallTapTargets(host)[0]).to.match(/^<input> "news" is \d+×20$/);
  });
});
