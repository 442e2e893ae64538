/**
 * The running sportsbook: its clock (tests pin it; everything the book shows and decides reads
 * it) and the settlement timer. `app.sportsbook` is this object.
 */
import type { Db } from '../db/client.ts';
import type { JobLock } from '../jobs/index.ts';
import { SETTLE_INTERVAL_MS } from './constants.ts';
import { settleDueBets, type SettleSummary } from './settle-bets.ts';

/** Where settlement failures are reported. */
export type SettleErrorLog = (err: unknown) => void;

/** The sportsbook's clock and settlement timer. */
export class Sportsbook {
  /** The book's clock in Unix ms; replace it to pin time (tests). */
  now: () => number = () => Date.now();
  #timer: ReturnType<typeof setInterval> | null = null;
  #running: Promise<SettleSummary> | null = null;

  constructor(
    private readonly db: Db,
    /** Keeps the timer's settling runs to one instance at a time. */
    private readonly lock: JobLock,
    private readonly onError: SettleErrorLog = () => {},
  ) {}

  /** Settles every due bet now; concurrent calls share one run. */
  settle(): Promise<SettleSummary> {
    if (!this.#running) {
      this.#running = settleDueBets(this.db, this.now()).finally(() => {
        this.#running = null;
      });
    }
    return this.#running;
  }

  /**
   * Starts settling every `intervalMs`, on one instance at a time (the timer never keeps the
   * process alive).
   */
  start(intervalMs: number = SETTLE_INTERVAL_MS): void {
    this.stop();
    this.#timer = setInterval(() => {
      this.lock.tryRun('sportsbook-settle', () => this.settle()).catch(this.onError);
    }, intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer. */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Whether the timer runs. */
  get running(): boolean {
    return this.#timer !== null;
  }
}
