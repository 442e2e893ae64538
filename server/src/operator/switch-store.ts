/**
 * Reads and sets the operator's switches. Every API call asks for them, so an instance keeps
 * what it read for `maxAgeMs` (one second by default): another instance's change reaches it
 * within that time, its own change at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operatorSwitches } from '../db/schema/index.ts';
import {
  DEFAULT_SWITCHES,
  isSwitchName,
  isSwitchValue,
  type SwitchName,
  type SwitchState,
  type SwitchValue,
} from './operator-switch-values.ts';

/** The switches of one app. */
export class SwitchStore {
  private cached: { state: SwitchState; at: number } | null = null;
  private reading: Promise<SwitchState> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every switch's value (defaults for the ones never set). */
  async read(): Promise<SwitchState> {
    const cached = this.cached;
    if (cached && this.now() - cached.at < this.maxAgeMs) return cached.state;
    // Concurrent calls share one query instead of each asking the database.
    this.reading ??= this.load().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Sets one switch, for every instance. */
  async set<N extends SwitchName>(name: N, value: SwitchValue<N>): Promise<SwitchState> {
    await this.db
      .insert(operatorSwitches)
      .values({ name, value })
      .onConflictDoUpdate({
        target: operatorSwitches.name,
        set: { value, updatedAt: sql`now()` },
      });
    this.cached = null;
    return this.read();
  }

  private async load(): Promise<SwitchState> {
    const rows = await this.db.select().from(operatorSwitches);
    const state: SwitchState = { ...DEFAULT_SWITCHES };
    for (const row of rows) {
      // A value an older or newer build wrote that this one does not know reads as the default.
      if (isSwitchName(row.name) && isSwitchValue(row.name, row.value)) {
        (state as Record<SwitchName, string>)[row.name] = row.value;
      }
    }
    this.cached = { state, at: this.now() };
    return state;
  }
}
