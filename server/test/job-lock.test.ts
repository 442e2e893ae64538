import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLockFor, startClock } from '../src/jobs/index.ts';
import { advisoryJobLock } from '../src/jobs/job-lock.ts';
import { eventually, startTestServer, type TestServer } from './helpers.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe(`job lock on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('skips a run of a name while one is under way, and runs it again afterwards', async () => {
    const lock = jobLockFor(server.handle);
    const name = `test-${randomBytes(4).toString('hex')}`;
    const gate = deferred();
    const started = deferred();
    const first = lock.tryRun(name, async () => {
      started.resolve();
      await gate.promise;
      return 'first';
    });
    // Under way for certain (not "probably, after 20 ms"): the run itself says so.
    await started.promise;
    expect(await lock.tryRun(name, async () => 'second')).toEqual({ ran: false });
    expect(await lock.tryRun(`${name}-other`, async () => 'other')).toEqual({
      ran: true,
      value: 'other',
    });
    gate.resolve();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await lock.tryRun(name, async () => 'third')).toEqual({ ran: true, value: 'third' });
  });

  it('a failing run frees the name', async () => {
    const lock = server.app.jobs;
    await expect(
      lock.tryRun('failing', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await lock.tryRun('failing', async () => 1)).toEqual({ ran: true, value: 1 });
  });

  it('a clock runs at start, once per tick, and stops after the run in progress', async () => {
    let runs = 0;
    const gate = deferred();
    const stop = startClock({
      name: 'clock-test',
      intervalMs: 5,
      lock: server.app.jobs,
      run: async () => {
        runs += 1;
        await gate.promise;
      },
      onError: () => {},
    });
    await eventually(async () => runs === 1);
    // Ticks go by during the run (on a busy machine maybe fewer: this then proves less, never fails).
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toBe(1); // ticks during the run are skipped
    gate.resolve();
    await stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(after);
  });

  it.runIf(server0IsPostgres())(
    'a second instance on the same PostgreSQL is refused while the first holds the job',
    async () => {
      const url = server.config.databaseUrl!;
      const other = new pg.Pool({ connectionString: url, max: 2 });
      try {
        const a = jobLockFor(server.handle);
        const b = advisoryJobLock(other);
        const gate = deferred();
        const started = deferred();
        const name = `cross-${randomBytes(4).toString('hex')}`;
        const first = a.tryRun(name, () => {
          started.resolve();
          return gate.promise;
        });
        await started.promise;
        expect(await b.tryRun(name, async () => 'b')).toEqual({ ran: false });
        gate.resolve();
        await first;
        expect(await b.tryRun(name, async () => 'b')).toEqual({ ran: true, value: 'b' });
      } finally {
        await other.end();
      }
    },
  );
});

function server0IsPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}
