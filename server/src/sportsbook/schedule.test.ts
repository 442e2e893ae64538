import { describe, expect, it } from 'vitest';
import { CANCEL_ONE_IN, ODDS_TICK_MS } from './constants.ts';
import { eventStateAt, resultText, selectionResult, statusAt } from './event-state.ts';
import { scoreAt, scriptOf } from './match-script.ts';
import { eventById, eventsBetween, feedEvents } from './schedule.ts';

const T = Date.UTC(2026, 10, 21, 12, 0, 3);

describe('schedule', () => {
  it('derives the same events again from their ids', () => {
    for (const e of feedEvents(T)) {
      const again = eventById(e.id)!;
      expect(again).toEqual(e);
    }
    expect(eventById('fb-7-1')).toBeNull();
    expect(eventById('xx-0-1')).toBeNull();
    expect(eventById(42)).toBeNull();
  });

  it('never lets a team play two overlapping events', () => {
    const events = eventsBetween(T, T + 6 * 3600_000);
    for (const a of events) {
      for (const b of events) {
        if (a === b || a.startsAt >= b.endsAt || b.startsAt >= a.endsAt) continue;
        expect([a.home, a.away]).not.toContain(b.home);
        expect([a.home, a.away]).not.toContain(b.away);
      }
    }
  });

  it('calls off about one event in CANCEL_ONE_IN', () => {
    const events = eventsBetween(T, T + 7 * 24 * 3600_000);
    const share = events.filter((e) => e.cancelled).length / events.length;
    expect(share).toBeGreaterThan(0.5 / CANCEL_ONE_IN);
    expect(share).toBeLessThan(2 / CANCEL_ONE_IN);
  });

  it('moves an event upcoming → live → finished, or upcoming → cancelled at kick-off', () => {
    const [e] = eventsBetween(T, T + 3600_000).filter((x) => !x.cancelled);
    expect(statusAt(e!, e!.startsAt - 1)).toBe('upcoming');
    expect(statusAt(e!, e!.startsAt)).toBe('live');
    expect(statusAt(e!, e!.endsAt)).toBe('finished');
    const off = eventsBetween(T, T + 48 * 3600_000).find((x) => x.cancelled)!;
    expect(statusAt(off, off.startsAt)).toBe('cancelled');
    expect(selectionResult(off, 'total', 'over')).toBe('void');
    expect(eventStateAt(off, off.startsAt).markets).toEqual([]);
  });
});

describe('scripted matches', () => {
  it('reaches the final score at the whistle, and the winning outcome matches it', () => {
    for (const e of eventsBetween(T, T + 6 * 3600_000).filter((x) => !x.cancelled)) {
      const script = scriptOf(e);
      const end = scoreAt(script, 1);
      expect([end.home, end.away]).toEqual([script.final.home, script.final.away]);
      const { home, away } = script.final;
      const main = e.sport.model === 'goals' ? '1x2' : 'winner';
      const winner = home > away ? '1' : home < away ? '2' : 'X';
      expect(selectionResult(e, main, winner)).toBe('won');
      expect(resultText(e)).toMatch(/^\d+–\d+( \d+–\d+)*$/);
      if (e.sport.model !== 'goals') expect(home).not.toBe(away);
    }
  });

  it('never lets a score go down as the match goes on', () => {
    const e = eventsBetween(T, T + 3600_000).find((x) => x.sport.code === 'bb' && !x.cancelled)!;
    const script = scriptOf(e);
    let last = { home: 0, away: 0 };
    for (let f = 0; f <= 1; f += 0.01) {
      const s = scoreAt(script, f);
      expect(s.home).toBeGreaterThanOrEqual(last.home);
      expect(s.away).toBeGreaterThanOrEqual(last.away);
      last = s;
    }
  });
});

describe('prices', () => {
  it('are the same for every moment of a tick', () => {
    for (const e of feedEvents(T).slice(0, 20)) {
      const a = eventStateAt(e, T - (T % ODDS_TICK_MS));
      const b = eventStateAt(e, T - (T % ODDS_TICK_MS) + ODDS_TICK_MS - 1);
      expect(b.markets).toEqual(a.markets);
    }
  });

  it('carry the margin: implied chances of a market add up to more than 1', () => {
    for (const e of eventsBetween(T, T + 3600_000).filter((x) => !x.cancelled)) {
      for (const m of eventStateAt(e, e.startsAt - 60_000).markets) {
        const book = m.outcomes.reduce((s, o) => s + 100 / o.oddsX100!, 0);
        expect(book).toBeGreaterThan(1.03);
        expect(book).toBeLessThan(1.1);
      }
    }
  });

  it('suspend a market once it is decided', () => {
    // A football match whose third goal (over 2.5 decided) comes before the last minutes.
    const e = eventsBetween(T, T + 24 * 3600_000).find((x) => {
      const goals = scriptOf(x).scores;
      return x.sport.code === 'fb' && !x.cancelled && goals.length >= 3 && goals[2]!.at < 0.8;
    })!;
    const third = scriptOf(e).scores[2]!.at;
    const at = e.startsAt + Math.ceil(third * (e.endsAt - e.startsAt)) + 2 * ODDS_TICK_MS;
    const total = eventStateAt(e, at).markets.find((m) => m.id === 'total')!;
    expect(total.suspended).toBe(true);
    expect(total.outcomes.every((o) => o.oddsX100 === null)).toBe(true);
    expect(eventStateAt(e, e.startsAt).markets.find((m) => m.id === 'total')!.suspended).toBe(
      false,
    );
  });
});
