import { expect, fixture } from '@open-wc/testing';
import { render } from 'lit';
import { skeleton } from '../../src/ui/skeleton.js';

describe('skeleton', () => {
  it('is one status read by its label, with its blocks in order and hidden from assistive technology', async () => {
    const host = await fixture<HTMLDivElement>('<div></div>');
    render(skeleton('Loading…', ['title', 'field', 'field', 'button']), host);
    const status = host.querySelector('[role="status"]')!;
    expect(status.getAttribute('part')).to.equal('loading');
    expect(status.getAttribute('aria-busy')).to.equal('true');
    expect(status.textContent!.trim()).to.equal('Loading…');
    const blocks = [...status.querySelectorAll('.skeleton-block')];
    expect(blocks.map((block) => block.className)).to.deep.equal([
      'skeleton-block skeleton-title',
      'skeleton-block skeleton-field',
      'skeleton-block skeleton-field',
      'skeleton-block skeleton-button',
    ]);
    expect(blocks.every((block) => block.getAttribute('aria-hidden') === 'true')).to.equal(true);
  });

  it('takes the part it is given', async () => {
    const host = await fixture<HTMLDivElement>('<div></div>');
    render(skeleton('Loading…', ['card'], 'step-loading'), host);
    expect(host.querySelector('[role="status"]')!.getAttribute('part')).to.equal('step-loading');
  });
});
