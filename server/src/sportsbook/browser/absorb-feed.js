// @ts-check
/**
 * Taking in a new feed: the odds moves since the last one (the arrows on the odds buttons, for
 * five seconds), the server's clock, and the slip's picks brought up to date (new odds, closed
 * markets).
 */
import { eventById, outcomeOf } from './feed-queries.js';
import { S, keyOf } from './state.js';
/** @import { Feed } from './types.js' */

/** @param {Feed} feed */
export function absorbFeed(feed) {
  const now = Date.now();
  feed.events.forEach((e) =>
    e.markets.forEach((m) =>
      m.outcomes.forEach((o) => {
        const k = keyOf(e.id, m.id, o.id);
        const before = S.prev.get(k);
        if (before && o.odds && before !== o.odds)
          S.moves.set(k, {
            dir: Number(o.odds) > Number(before) ? 'up' : 'down',
            until: now + 5000,
          });
        if (o.odds) S.prev.set(k, o.odds);
      }),
    ),
  );
  S.feed = feed;
  S.skew = Date.parse(feed.now) - Date.now();
  S.slip.forEach((s) => {
    const f = outcomeOf(eventById(s.event_id), s.market, s.outcome);
    if (!f || f.market.suspended || !f.outcome.odds) {
      s.closed = true;
      return;
    }
    s.closed = false;
    s.current = f.outcome.odds;
    s.live = eventById(s.event_id)?.status === 'live';
  });
}
