/** Thrown by `BoundedQueue.run` when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `limit` tasks at once; others wait in order. With `maxWaiting`, a task that would make the line
 * longer is refused at once (QueueFullError) instead of waiting, so a burst cannot pile up memory and latency.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  }

  /** Tasks running now and tasks waiting for a slot. */
  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** `bounded: false` waits however long the line is (for work that must not be refused, like serving a file). */
  async run<T>(task: () => Promise<T>, opts: { bounded?: boolean } = {}): Promise<T> {
    if (this.running >= this.limit) {
      if ((opts.bounded ?? true) && this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
