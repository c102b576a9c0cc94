/**
 * One promise chain: each task starts after the previous one settled, whether it succeeded or
 * failed. A failure rejects only its own caller.
 */
export class UpdateQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
