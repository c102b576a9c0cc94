/**
 * One promise chain: each task starts after the previous one settled, whether it succeeded or
 * failed. A failure rejects only its own caller.
 */
export class UpdateQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  /** How many tasks are queued or running. */
  get pending(): number {
    return this.#pending;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    this.#pending += 1;
    const result = this.#tail.then(task, task);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    void this.#tail.then(() => {
      this.#pending -= 1;
    });
    return result;
  }
}
