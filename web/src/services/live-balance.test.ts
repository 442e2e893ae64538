import { globalTimers } from '@croupier/core/state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveBalance, liveBalanceUrl, type SocketLike } from './live-balance.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const money = (amount: string) => ({ amount, currency: 'USD' });
const push = {
  type: 'balance',
  balances: {
    main: money('12.5'),
    bonus: money('0'),
    betting_bonus: money('3'),
    fun: money('1000'),
  },
};

it('builds ws: and wss: addresses of /live/balance', () => {
  expect(liveBalanceUrl('http://127.0.0.1:4317')).toBe('ws://127.0.0.1:4317/live/balance');
  expect(liveBalanceUrl('https://casino.example')).toBe('wss://casino.example/live/balance');
});

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  close() {
    this.closed = true;
  }
}

describe('live balance client', () => {
  function setup(random = () => 0) {
    const sockets: FakeSocket[] = [];
    const received: unknown[] = [];
    const live = createLiveBalance({
      url: 'ws://x/live/balance',
      connect: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      timers: globalTimers,
      onBalances: (b) => received.push(b),
      random,
    });
    return { live, sockets, received };
  }

  /** Drops the newest socket and returns how long the client waits before the next one. */
  function dropAndWait(sockets: FakeSocket[]): number {
    const count = sockets.length;
    sockets.at(-1)!.onclose?.({});
    const start = Date.now();
    vi.advanceTimersToNextTimer();
    expect(sockets).toHaveLength(count + 1);
    return Date.now() - start;
  }

  /** What a socket message gives the store: the balances it carries, or nothing. */
  function pushed(data: unknown): unknown[] {
    const { live, sockets, received } = setup();
    live.setActive(true);
    sockets[0]!.onmessage?.({ data });
    return received;
  }

  it('maps the pushed balances onto the account names', () => {
    expect(pushed(JSON.stringify(push))).toEqual([
      {
        balance_main: money('12.5'),
        balance_bonus: money('0'),
        balance_betting_bonus: money('3'),
        balance_fun: money('1000'),
      },
    ]);
  });

  it('ignores pongs, garbage and malformed entries', () => {
    expect(pushed('{"type":"pong"}')).toEqual([]);
    expect(pushed('not json')).toEqual([]);
    expect(pushed({ type: 'balance', balances: null })).toEqual([]);
    expect(
      pushed({ type: 'balance', balances: { main: money('1'), bonus: { amount: 1 } } }),
    ).toEqual([{ balance_main: money('1') }]);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    const { live, sockets } = setup();
    live.setActive(true);
    expect(Array.from({ length: 8 }, () => dropAndWait(sockets))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('feeds every balance push to the store', () => {
    const { live, sockets, received } = setup();
    live.setActive(true);
    sockets[0]!.onopen?.({});
    sockets[0]!.onmessage?.({ data: JSON.stringify(push) });
    sockets[0]!.onmessage?.({ data: '{"type":"pong"}' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ balance_main: money('12.5') });
  });

  it('reconnects with backoff after a drop, and resets it once connected', () => {
    const { live, sockets } = setup();
    live.setActive(true);
    sockets[0]!.onclose?.({});
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onclose?.({});
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.onopen?.({});
    sockets[2]!.onclose?.({});
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('takes a random part of up to half off each delay (jitter)', () => {
    const { live, sockets } = setup(() => 0.999);
    live.setActive(true);
    sockets[0]!.onclose?.({});
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);

    const half = setup(() => 0.5);
    half.live.setActive(true);
    expect(Array.from({ length: 6 }, () => dropAndWait(half.sockets))).toEqual([
      750, 1500, 3000, 6000, 12000, 22500,
    ]);
  });

  it('reconnects at once, with a fresh backoff, when the connection returns', () => {
    const { live, sockets } = setup();
    live.setActive(true);
    for (let i = 0; i < 5; i += 1) {
      sockets.at(-1)!.onclose?.({});
      vi.advanceTimersByTime(30_000);
    }
    const before = sockets.length;
    sockets.at(-1)!.onclose?.({});
    live.reconnectNow();
    expect(sockets).toHaveLength(before + 1);
    // The waiting retry was dropped: no second socket from it.
    vi.advanceTimersByTime(30_000);
    expect(sockets).toHaveLength(before + 1);
    // Connected: nothing to do.
    live.reconnectNow();
    expect(sockets).toHaveLength(before + 1);
  });

  it('asks for a fresh address per connection when it needs one (bearer token)', async () => {
    const urls: string[] = [];
    let n = 0;
    const live = createLiveBalance({
      url: async () => `ws://x/live/balance?token=t${++n}`,
      connect: (url) => {
        urls.push(url);
        return new FakeSocket();
      },
      timers: globalTimers,
      onBalances: () => {},
    });
    live.setActive(true);
    await vi.waitFor(() => expect(urls).toEqual(['ws://x/live/balance?token=t1']));
  });

  it('closes and stops reconnecting when switched off (logout, game page)', () => {
    const { live, sockets } = setup();
    live.setActive(true);
    live.setActive(false);
    expect(sockets[0]!.closed).toBe(true);
    expect(live.isConnected()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
