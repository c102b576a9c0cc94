/**
 * `DataTask` (src/ui/data-task.ts), an element's own async data after `@lit/task`: status values,
 * a new run aborting the one before, stale answers dropped, and the debounce.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { DataTask, type TaskStatus } from '../../src/ui/data-task.js';
import { until } from '../shared/wait.js';
import { RenderCounter, settled } from './follow-host.js';

/** A promise and its settling functions, to answer a task's run when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

interface Call {
  args: [string];
  signal: AbortSignal;
  answer: ReturnType<typeof deferred<string>>;
}

/** A task on a counting host whose runs the test answers one by one. */
async function mountTask(debounce?: number) {
  const host = await fixture<RenderCounter>(html`<test-render-counter></test-render-counter>`);
  const calls: Call[] = [];
  const completed: string[] = [];
  const failed: unknown[] = [];
  const task = new DataTask<[string], string>(host, {
    task: (args, { signal }) => {
      const answer = deferred<string>();
      calls.push({ args, signal, answer });
      return answer.promise;
    },
    ...(debounce === undefined ? {} : { debounce }),
    onComplete: (value) => completed.push(value),
    onError: (error) => failed.push(error),
  });
  return { host, task, calls, completed, failed };
}

describe('DataTask', () => {
  it('is initial before a run, pending while it runs, then complete with its value', async () => {
    const { host, task, calls, completed } = await mountTask();
    const statuses: TaskStatus[] = [task.status];
    const done = task.run('mugs');
    statuses.push(task.status);
    calls[0]!.answer.resolve('two mugs');
    expect(await done).to.equal(true);
    statuses.push(task.status);
    expect(statuses).to.deep.equal(['initial', 'pending', 'complete']);
    expect(task.value).to.equal('two mugs');
    expect(completed).to.deep.equal(['two mugs']);
    await settled(host);
  });

  it('is error with the failure when the work fails, and the next run clears it', async () => {
    const { task, calls, failed } = await mountTask();
    const failure = new Error('refused');
    const first = task.run('mugs');
    calls[0]!.answer.reject(failure);
    expect(await first).to.equal(false);
    expect(task.status).to.equal('error');
    expect(task.error).to.equal(failure);
    expect(failed).to.deep.equal([failure]);
    void task.run('cups');
    expect(task.status).to.equal('pending');
    expect(task.error).to.equal(undefined);
  });

  it('a new run aborts the one before, whose answer is dropped', async () => {
    const { task, calls, completed } = await mountTask();
    const first = task.run('mugs');
    const second = task.run('cups');
    expect(calls[0]!.signal.aborted).to.equal(true);
    expect(calls[1]!.signal.aborted).to.equal(false);
    expect(await first).to.equal(false);
    // The older answer arrives late: it is stale and changes nothing.
    calls[0]!.answer.resolve('two mugs');
    calls[1]!.answer.resolve('three cups');
    expect(await second).to.equal(true);
    expect(task.value).to.equal('three cups');
    expect(completed).to.deep.equal(['three cups']);
  });

  it('a stale failure is dropped too', async () => {
    const { task, calls, failed } = await mountTask();
    void task.run('mugs');
    const second = task.run('cups');
    calls[0]!.answer.reject(new Error('late'));
    calls[1]!.answer.resolve('three cups');
    expect(await second).to.equal(true);
    expect(task.status).to.equal('complete');
    expect(failed).to.deep.equal([]);
  });

  it('with a debounce, only the last of quick runs starts, with its arguments', async () => {
    const { task, calls } = await mountTask(30);
    const first = task.run('m');
    const second = task.run('mu');
    const third = task.run('mug');
    expect(calls).to.have.length(0);
    expect(await first).to.equal(false);
    expect(await second).to.equal(false);
    // The work starts once the debounce has passed after the last run.
    await until(() => calls.length > 0, 'the debounced run to start');
    expect(calls.map((call) => call.args)).to.deep.equal([['mug']]);
    calls[0]!.answer.resolve('a mug');
    expect(await third).to.equal(true);
    expect(calls).to.have.length(1);
  });

  it('aborts the run under way when its host leaves the page, keeping the status shown', async () => {
    const { host, task, calls } = await mountTask();
    const first = task.run('mugs');
    calls[0]!.answer.resolve('two mugs');
    await first;
    const second = task.run('cups');
    host.remove();
    expect(calls[1]!.signal.aborted).to.equal(true);
    expect(await second).to.equal(false);
    expect(task.status).to.equal('complete');
    expect(task.value).to.equal('two mugs');
  });
});
