import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers.ts';

/** The server's keys per player (groups/storage/): stated here, so changing it is seen. */
const STORAGE_QUOTA = 100;

const server = useTestServer();

describe('storage group', () => {
  it('guests get 401 AuthorizationException', async () => {
    const guest = server.client();
    for (const res of [
      await guest.get('/api/storage/getKeys'),
      await guest.get('/api/storage/get', { keys: 'a' }),
      await guest.post('/api/storage/set', { key: 'a', value: 'b' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        data: { type: 'AuthorizationException', message: 'Authorization required' },
      });
    }
  });

  it('stores, overwrites and reads values; a missing key maps to null', async () => {
    const c = server.client();
    await server.signIn(c, await server.createUser());
    expect((await c.post('/api/storage/set', { key: 'theme', value: 'dark' })).body).toEqual({
      data: 1,
    });
    expect((await c.post('/api/storage/set', { key: 'theme', value: 'light' })).body).toEqual({
      data: 1,
    });
    await c.post('/api/storage/set', { key: 'seen.cashback', value: '42' });
    const got = await c.get('/api/storage/get', { keys: 'theme,seen.cashback,missing' });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ data: { theme: 'light', 'seen.cashback': '42', missing: null } });
    expect((await c.get('/api/storage/getKeys')).body).toEqual({
      data: ['seen.cashback', 'theme'],
    });
  });

  it("one player's keys are invisible to another", async () => {
    const a = server.client();
    const b = server.client();
    await server.signIn(a, await server.createUser());
    await server.signIn(b, await server.createUser());
    await a.post('/api/storage/set', { key: 'secret', value: 'mine' });
    expect((await b.get('/api/storage/get', { keys: 'secret' })).body).toEqual({
      data: { secret: null },
    });
    expect((await b.get('/api/storage/getKeys')).body).toEqual({ data: [] });
  });

  it(`a player holds at most ${STORAGE_QUOTA} keys (StorageQuotaExceededException); existing keys stay writable`, async () => {
    const c = server.client();
    await server.signIn(c, await server.createUser());
    const sets = Array.from({ length: STORAGE_QUOTA }, (_, i) =>
      c.post('/api/storage/set', { key: `k${i}`, value: String(i) }),
    );
    expect((await Promise.all(sets)).every((r) => r.status === 200)).toBe(true);
    const over = await c.post('/api/storage/set', { key: 'one-too-many', value: 'x' });
    expect(over.status).toBe(413);
    expect(over.body.data.type).toBe('StorageQuotaExceededException');
    expect(over.body.data.error_data).toEqual({ quota: STORAGE_QUOTA });
    expect((await c.get('/api/storage/getKeys')).body.data).toHaveLength(STORAGE_QUOTA);
    expect((await c.post('/api/storage/set', { key: 'k7', value: 'changed' })).status).toBe(200);
    expect((await c.get('/api/storage/get', { keys: 'k7' })).body.data).toEqual({ k7: 'changed' });
  });

  it('concurrent sets of new keys cannot overshoot the quota', async () => {
    const c = server.client();
    await server.signIn(c, await server.createUser());
    const results = await Promise.all(
      Array.from({ length: STORAGE_QUOTA + 20 }, (_, i) =>
        c.post('/api/storage/set', { key: `c${i}`, value: 'v' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(STORAGE_QUOTA);
    expect(results.filter((r) => r.status === 413)).toHaveLength(20);
    expect((await c.get('/api/storage/getKeys')).body.data).toHaveLength(STORAGE_QUOTA);
  });

  it('validates parameters with the contract schema', async () => {
    const c = server.client();
    await server.signIn(c, await server.createUser());
    const long = await c.post('/api/storage/set', { key: 'big', value: 'x'.repeat(4097) });
    expect(long.status).toBe(422);
    expect(long.body.data.type).toBe('InvalidParameterException');
    expect(Object.keys(long.body.data.invalid_parameters)).toEqual(['value']);
    const badKey = await c.post('/api/storage/set', { key: 'no spaces', value: 'x' });
    expect(badKey.status).toBe(422);
    expect(Object.keys(badKey.body.data.invalid_parameters)).toEqual(['key']);
    expect((await c.get('/api/storage/getKeys')).body.data).toEqual([]);
  });
});
