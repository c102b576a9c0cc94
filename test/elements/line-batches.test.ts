/**
 * The size rule of the summary's line batches (`nextBatchSize`): each batch is sized from the
 * last one's time to take `BATCH_MS`, grows at most twofold and never drops below `MIN_BATCH`.
 */
import { expect } from '@open-wc/testing';
import { BATCH_MS, MIN_BATCH, nextBatchSize } from '../../src/elements/line-batches.js';

describe('nextBatchSize', () => {
  it('scales the last batch to take BATCH_MS', () => {
    expect(nextBatchSize(40, BATCH_MS * 2)).to.equal(20);
    expect(nextBatchSize(40, BATCH_MS)).to.equal(40);
    expect(nextBatchSize(30, BATCH_MS / 1.5)).to.equal(45);
  });

  it('at most doubles after a fast batch, or one that took no measurable time', () => {
    expect(nextBatchSize(20, BATCH_MS / 10)).to.equal(40);
    expect(nextBatchSize(20, 0)).to.equal(40);
  });

  it('draws MIN_BATCH lines at least, however slow the last batch was', () => {
    expect(nextBatchSize(10, BATCH_MS * 100)).to.equal(MIN_BATCH);
    expect(nextBatchSize(MIN_BATCH, BATCH_MS * 3)).to.equal(MIN_BATCH);
  });
});
