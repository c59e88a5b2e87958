// When publish cycles run (docs/publishing.md "Bursts and queueing"): a CMS publishing a batch
// sends a burst of webhooks, and one cycle should publish the whole batch. A cycle starts once no
// webhook came for the quiet period (or, under a steady stream, once the first waiting one has
// waited the longest wait, so a busy CMS still publishes). Cycles never overlap: webhooks that
// come while one runs wait together for exactly one more, which starts when it ends.
//
// The clock and the timers are passed in, so the tests step through time instead of waiting.

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** What started a cycle: the deliveries it publishes, in the order they came. */
export interface Trigger {
  deliveries: string[];
}

export interface QueueOptions {
  /** Ms without a webhook before a cycle starts. */
  quietMs: number;
  /** Ms the first waiting webhook waits at most, however many follow it. */
  maxWaitMs: number;
  timers?: Timers;
}

/** What the queue answers a webhook: whether it waits for a cycle to start or for the running one to end. */
export type Queued = 'next cycle' | 'after the running cycle';

export class PublishQueue {
  private readonly timers: Timers;
  private waiting: string[] = [];
  private firstWaitingAt = 0;
  private lastWaitingAt = 0;
  private timer: unknown = undefined;
  private current: Promise<void> | null = null;
  private stopped = false;

  constructor(
    /** Runs one cycle; never throws for a user's mistake (it reports it in its outcome). */
    private readonly runCycle: (trigger: Trigger) => Promise<void>,
    private readonly options: QueueOptions,
    /** A cycle that threw (a bug): the queue stops, and the caller ends the process. */
    private readonly onCrash: (error: unknown) => void = (error) => {
      throw error;
    },
  ) {
    this.timers = options.timers ?? systemTimers;
  }

  /** A verified webhook: its delivery joins the cycle that starts next. */
  notify(delivery: string): Queued {
    const now = this.timers.now();
    if (this.waiting.length === 0) this.firstWaitingAt = now;
    this.lastWaitingAt = now;
    this.waiting.push(delivery);
    if (this.current) return 'after the running cycle';
    this.schedule();
    return 'next cycle';
  }

  /** Whether a cycle runs now. */
  get running(): boolean {
    return this.current !== null;
  }

  /** The deliveries waiting for a cycle to start. */
  get pending(): readonly string[] {
    return this.waiting;
  }

  /** Starts no cycle any more; resolves when the running one (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.current;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** (Re)arms the timer for when the waiting deliveries' cycle starts. */
  private schedule(): void {
    if (this.stopped || this.waiting.length === 0) return;
    this.clearTimer();
    const startAt = Math.min(this.lastWaitingAt + this.options.quietMs, this.firstWaitingAt + this.options.maxWaitMs);
    this.timer = this.timers.setTimeout(() => this.start(), Math.max(0, startAt - this.timers.now()));
  }

  private start(): void {
    this.timer = undefined;
    if (this.stopped || this.current || this.waiting.length === 0) return;
    const trigger = { deliveries: this.waiting };
    this.waiting = [];
    this.current = this.runCycle(trigger).then(
      () => {
        this.current = null;
        // What came meanwhile is one more cycle, after its own quiet period (often over already).
        this.schedule();
      },
      (error: unknown) => {
        this.current = null;
        this.stopped = true;
        this.onCrash(error);
      },
    );
  }
}
