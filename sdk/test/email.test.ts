/**
 * One email rule (`@svc/sdk/email`): the SDK's payload checks, the sandbox and the widget's core
 * (src/core/email.ts re-exports it) accept and refuse the same addresses.
 */
import { expect } from '@open-wc/testing';
import { SvcValidationError } from '@svc/sdk';
import { isEmail } from '@svc/sdk/email';
import { isEmail as widgetIsEmail } from '../../src/core/email.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { initClient, rejectionOf, setupSandbox } from './helpers.js';

const GOOD = ['shopper@example.com', 'a.b+tag@mail.example.co.uk'];
const BAD = ['shopper@example', 'shopper example@mail.com', 'a@b@example.com', '@example.com', 'shopper@'];

describe('the one email rule', () => {
  setupSandbox();

  it('accepts something@something.with-a-dot and refuses a missing dot, a space, two @ or an empty side', () => {
    expect(GOOD.filter(isEmail)).to.deep.equal(GOOD);
    expect(BAD.filter(isEmail)).to.deep.equal([]);
  });

  it("is the widget's rule too (src/core/email.ts re-exports it)", () => {
    expect(widgetIsEmail).to.equal(isEmail);
  });

  it('the SDK refuses what the rule refuses, naming the field, and sends nothing', async () => {
    const client = await initClient();
    for (const email of BAD) {
      const error = await rejectionOf(client.lead.subscribe({ email }));
      expect(error, email).to.be.instanceOf(SvcValidationError);
      expect(error.message, email).to.equal('Svc lead.subscribe: payload.email is not an email address');
    }
  });

  it('the sandbox refuses what the rule refuses and takes what it accepts', async () => {
    for (const email of BAD) {
      const answer = await sandboxRequest('POST', '/leads', { email });
      expect(answer.status, email).to.equal(422);
    }
    for (const email of GOOD) {
      const answer = await sandboxRequest('POST', '/leads', { email });
      expect(answer.status, email).to.be.oneOf([200, 201]);
    }
  });
});
