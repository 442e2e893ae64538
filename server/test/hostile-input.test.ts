/**
 * The inputs issue 13 found answering 500, through the real methods: each is now a 4xx §8
 * envelope naming the field, and nothing was stored. (fuzz-api.test.ts sweeps every method.)
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 3 });

const REFUSED_TEXT = 'Contains characters that are not allowed';

describe('hostile input on real methods', () => {
  it('a NUL in a profile name, a stored value, a promo code or a login → 422 naming the field', async () => {
    const { client } = await server.player();
    const guest = server.client();
    const calls = [
      [client, '/api/account/saveProfileInfo', { first_name: 'Ann\u0000' }, 'first_name'],
      [client, '/api/storage/set', { key: 'theme', value: 'dark\u0000' }, 'value'],
      [guest, '/api/campaigns/checkPromocode', { promo_code: 'WELCOME50\u0000' }, 'promo_code'],
      [
        guest,
        '/api/auth/login',
        { login: 'demo\u0000@croupier.test', password: 'x1234567' },
        'login',
      ],
    ] as const;
    for (const [c, path, form, field] of calls) {
      const res = await c.post(path, form);
      expect(res.status, path).toBe(422);
      expect(res.body).toMatchObject({
        statusCode: 422,
        data: { type: 'InvalidParameterException', invalid_parameters: { [field]: REFUSED_TEXT } },
      });
    }
    expect((await client.get('/api/storage/getKeys')).body.data).toEqual([]);
  });

  it('an id beyond the 32-bit integer column → 422, not a database error', async () => {
    const { client } = await server.player();
    const res = await client.post('/api/tournaments/participate', { tournament_id: '2147483648' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ tournament_id: 'Value is out of range' });
  });

  it('a truncated multipart body → 400 InvalidRequestException', async () => {
    const { client } = await server.player();
    const boundary = 'xYzZy';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\ntheme\r\n--${boundary}\r\nContent-Disp`;
    const res = await client.request('POST', '/api/storage/set', {
      query: { v: '1', locale: 'en' },
      raw: { body, type: `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, data: { type: 'InvalidRequestException' } });
  });

  it('a JSON body on /api → 400 InvalidRequestException, and nothing is stored', async () => {
    const { client } = await server.player();
    const res = await client.request('POST', '/api/storage/set', {
      query: { v: '1', locale: 'en' },
      json: { key: 'theme', value: 'dark' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.type).toBe('InvalidRequestException');
    expect((await client.get('/api/storage/getKeys')).body.data).toEqual([]);
  });
});
