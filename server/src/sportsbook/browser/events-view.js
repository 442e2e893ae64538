// @ts-check
/**
 * The events' part of the page: the tabs (live, upcoming, results, my bets), the sport chips with
 * their counts, and the events of the chosen tab grouped by day (upcoming) or by league.
 */
import { $, C } from './config.js';
import { eventCard } from './event-card.js';
import { SPORT_NAMES, eventsOf } from './feed-queries.js';
import { dayFmt } from './formats.js';
import { esc, icon } from './markup.js';
import { S, serverNow } from './state.js';
/** @import { FeedEvent } from './types.js' */

export function renderSports() {
  const pool =
    S.tab === 'bets'
      ? []
      : S.feed.events.filter((e) =>
          S.tab === 'results'
            ? e.status === 'finished' || e.status === 'cancelled'
            : e.status === S.tab,
        );
  const chips = [{ code: 'all', name: 'All', n: pool.length }].concat(
    C.feed.sports.map((s) => ({
      code: s.code,
      name: s.name,
      n: pool.filter((e) => e.sport === s.code).length,
    })),
  );
  $('sports').hidden = S.tab === 'bets';
  $('sports').innerHTML = chips
    .map(
      (c) =>
        '<button class="sport" data-sport="' +
        c.code +
        '" aria-pressed="' +
        (S.sport === c.code) +
        '">' +
        icon(c.code) +
        esc(c.name) +
        '<span class="count">' +
        c.n +
        '</span></button>',
    )
    .join('');
}
export function renderTabs() {
  const live = S.feed.events.filter((e) => e.status === 'live').length;
  const open = S.bets.loaded ? S.bets.openCount : null;
  /** @type {[string, string, number | null][]} */
  const tabs = [
    ['live', 'Live', live],
    ['upcoming', 'Upcoming', null],
    ['results', 'Results', null],
    ['bets', 'My bets', open],
  ];
  $('tabs').innerHTML = tabs
    .map(
      (t) =>
        '<button class="tab" role="tab" data-tab="' +
        t[0] +
        '" aria-selected="' +
        (S.tab === t[0]) +
        '">' +
        (t[0] === 'live' && live ? '<span class="dot"></span>' : '') +
        t[1] +
        (t[2] ? '<span class="count">' + t[2] + '</span>' : '') +
        '</button>',
    )
    .join('');
}
export function renderEvents() {
  const list = eventsOf(S.tab === 'results' ? 'results' : S.tab);
  if (S.tab === 'results') list.reverse();
  if (!list.length) {
    const what = {
      live: ['Nothing live right now', 'New matches kick off every few minutes — check Upcoming.'],
      upcoming: ['No upcoming events', 'Try another sport.'],
      results: ['No results yet', 'Finished matches appear here.'],
    }[S.tab] || ['', ''];
    return '<div class="empty"><b>' + what[0] + '</b>' + what[1] + '</div>';
  }
  // Upcoming reads best in kick-off order; live and results by league, as scoreboards do.
  if (S.tab === 'upcoming') {
    /** @type {{ label: string, items: FeedEvent[] }[]} */
    const days = [];
    list.forEach((e) => {
      const d = new Date(Date.parse(e.starts_at));
      const label =
        d.toDateString() === new Date(serverNow()).toDateString() ? 'Today' : dayFmt.format(d);
      const last = days[days.length - 1];
      if (last && last.label === label) last.items.push(e);
      else days.push({ label, items: [e] });
    });
    return days
      .map(
        (d) =>
          '<section class="league"><h2>' +
          esc(d.label) +
          '</h2>' +
          d.items.map((e) => eventCard(e, true)).join('') +
          '</section>',
      )
      .join('');
  }
  /** @typedef {{ sport: string, league: string, country: string, items: FeedEvent[] }} League */
  /** @type {League[]} */
  const groups = [];
  /** @type {Map<string, League>} */
  const byLeague = new Map();
  list.forEach((e) => {
    const k = e.sport + '|' + e.league;
    if (!byLeague.has(k)) {
      const g = { sport: e.sport, league: e.league, country: e.country, items: [] };
      byLeague.set(k, g);
      groups.push(g);
    }
    byLeague.get(k)?.items.push(e);
  });
  return groups
    .map(
      (g) =>
        '<section class="league"><h2>' +
        icon(g.sport) +
        esc(SPORT_NAMES[g.sport] + ' · ' + g.league) +
        '</h2>' +
        g.items.map((e) => eventCard(e, false)).join('') +
        '</section>',
    )
    .join('');
}
