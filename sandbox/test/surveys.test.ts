import { expect } from '@open-wc/testing';
import { SvcApiError, type Survey, type SurveyQuestion } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';

const question = (survey: Survey, type: SurveyQuestion['type']) =>
  survey.questions.find((q) => q.type === type)!;
/** `[answerId, price]` of every answer of a question. */
const answerPrices = (q: SurveyQuestion) => (q.answers ?? []).map((a) => [a.id, a.price]);

describe('sandbox catalog: surveys', () => {
  const sandbox = setupSandbox();

  it('surveys.load(1) GETs /surveys/1 and answers the survey with every question type', async () => {
    const client = await initClient();
    sandbox().clearSent();
    const survey = await client.surveys.load(1);
    const [request] = await sandbox().sent();
    expect(`${request!.method} ${request!.path}`).to.equal('GET /surveys/1');
    expect(survey).to.include({
      id: 1,
      title: 'Your tea profile',
      appearanceType: 'before_cart',
      multiplyPriceByShipmentNumber: false,
    });
    expect(survey.questions.map((q) => [q.id, q.type, q.required])).to.deep.equal([
      [1, 'text', false],
      [2, 'email', false],
      [3, 'select', true],
      [4, 'multiple', true],
      [5, 'quantity', false],
      [6, 'offer', false],
      [7, 'plan', true],
    ]);
  });

  it('text and email questions have no answers to pick', async () => {
    const client = await initClient();
    const survey = await client.surveys.load(1);
    expect(question(survey, 'text')).to.include({ title: 'Name on the tin' });
    expect(question(survey, 'text').answers).to.deep.equal([]);
    expect(question(survey, 'email').answers).to.deep.equal([]);
  });

  it('select and multiple questions answer their choices, defaults and min/max counts', async () => {
    const client = await initClient();
    const survey = await client.surveys.load(1);
    const select = question(survey, 'select');
    expect(select.answers!.map((a) => [a.id, a.content, a.default, a.price])).to.deep.equal([
      [31, 'Caffeinated', true, null],
      [32, 'Decaf', false, null],
    ]);
    const multiple = question(survey, 'multiple');
    expect(multiple).to.include({ minCount: 1, maxCount: 2 });
    expect(multiple.answers!.map((a) => [a.id, a.content, a.position])).to.deep.equal([
      [41, 'Fruity', 1],
      [42, 'Floral', 2],
      [43, 'Spicy', 3],
    ]);
    expect(answerPrices(multiple)).to.deep.equal([
      [41, null],
      [42, null],
      [43, 100],
    ]);
  });

  it('the quantity question answers minAmount/maxAmount and a priced answer with stock and defaultQuantity', async () => {
    const client = await initClient();
    const survey = await client.surveys.load(1);
    const quantity = question(survey, 'quantity');
    expect(quantity).to.include({ minAmount: 0, maxAmount: 3 });
    expect(quantity.answers).to.deep.equal([
      {
        id: 51,
        content: 'Sampler tin',
        description: null,
        imageUrl: null,
        price: 300,
        position: 1,
        stockCount: 10,
        default: false,
        defaultQuantity: 0,
      },
    ]);
  });

  it('offer and plan answers carry the leaf productId they add', async () => {
    const client = await initClient();
    const survey = await client.surveys.load(1);
    expect(question(survey, 'offer').answers!.map((a) => [a.id, a.productId])).to.deep.equal([[61, 211]]);
    expect(question(survey, 'plan').answers!.map((a) => [a.id, a.productId, a.default])).to.deep.equal([
      [71, 111, true],
      [72, 112, false],
    ]);
    // The offered product is a real leaf: the add-on filters.
    expect((await client.products.loadVariant(211)).parentId).to.equal(210);
  });

  it('answer prices follow the x-currency of the call and client.setCurrency', async () => {
    const client = await initClient();
    const eur = await client.surveys.load(1, undefined, { 'x-currency': 'EUR' });
    // Spicy 100 × 0.92 = 92; sampler 300 × 0.92 = 276; answers without a price stay null.
    expect(answerPrices(question(eur, 'multiple'))).to.deep.equal([
      [41, null],
      [42, null],
      [43, 92],
    ]);
    expect(answerPrices(question(eur, 'quantity'))).to.deep.equal([[51, 276]]);
    client.setCurrency('GBP');
    sandbox().clearSent();
    const gbp = await client.surveys.load(1);
    const [request] = await sandbox().sent();
    expect(request!.headers.get('x-currency')).to.equal('GBP');
    // Spicy 100 × 0.79 = 79; sampler 300 × 0.79 = 237.
    expect(answerPrices(question(gbp, 'multiple'))[2]).to.deep.equal([43, 79]);
    expect(answerPrices(question(gbp, 'quantity'))).to.deep.equal([[51, 237]]);
  });

  it('expand answers.product adds the product of plan and offer answers, priced in the currency', async () => {
    const client = await initClient();
    const survey = await client.surveys.load(1, { expand: ['answers.product'] }, { 'x-currency': 'EUR' });
    // Plan 111: 2500 × 0.92 = 2300; filters 211: 600 × 0.92 = 552.
    const plan = question(survey, 'plan').answers![0]!;
    expect(plan.product).to.include({ id: 111, price: 2300, parentId: 110 });
    expect(plan.product!.parent).to.include({ id: 110, name: 'Tea Club' });
    expect(question(survey, 'offer').answers![0]!.product).to.include({ id: 211, price: 552 });
    expect(question(survey, 'select').answers![0]).to.not.have.property('product');
    // Without expand, no product is nested.
    const plain = await client.surveys.load(1);
    expect(question(plain, 'plan').answers![0]).to.not.have.property('product');
  });

  it('surveys.load of an unknown survey rejects with 404 not_found', async () => {
    const client = await initClient();
    const error = (await rejectionOf(client.surveys.load(99))) as SvcApiError;
    expect(error).to.be.instanceOf(SvcApiError);
    expect(error.status).to.equal(404);
    expect(error.code).to.equal('not_found');
    expect(error.serverMessage).to.equal('Survey 99 was not found');
  });
});
