// @ts-check
/**
 * The demo sportsbook page's script (sportsbook-page.ts renders the page; sportsbook-routes.ts
 * serves this file). It starts from the JSON block `#cfg` (values from the server never enter
 * the code), polls the feed for scores and moving odds, keeps the bet slip (singles or an
 * accumulator, stake from the main or betting-bonus balance, an odds-change choice) and the
 * player's bets, and talks to the sportsbook API with its game token only. A classic script in
 * one function scope: it runs at the end of the page, after the elements it drives.
 */
(function () {
  'use strict';
  /**
   * The shapes below mirror the server's (feed.ts, sportsbook-page.ts, bet-view.ts).
   * @typedef {{ id: string, name: string, odds: string | null }} Outcome
   * @typedef {{ id: string, name: string, line: number | null, suspended: boolean, outcomes: Outcome[] }} Market
   * @typedef {{
   *   id: string, sport: string, league: string, country: string, home: string, away: string,
   *   starts_at: string, status: 'upcoming' | 'live' | 'finished' | 'cancelled',
   *   clock: string | null, score: { home: number, away: number } | null,
   *   sets: [number, number][] | null, result: string | null, markets: Market[]
   * }} FeedEvent
   * @typedef {{ now: string, next_tick_ms: number, sports: { code: string, name: string }[], events: FeedEvent[] }} Feed
   * @typedef {{ main: string, betting_bonus: string }} Balances
   * @typedef {{
   *   token: string | null, api: string, currency: string, locale: string,
   *   balances: Balances | null, signInHref: string, feed: Feed,
   *   limits: { minStake: string, maxStake: string, maxSelections: number },
   *   host: { origin: string, protocol: string, version: number }
   * }} Config
   * @typedef {{
   *   key: string, event_id: string, market: string, outcome: string, odds: string,
   *   current: string, name: string, marketName: string, eventName: string, live: boolean,
   *   closed: boolean
   * }} Pick  a selection on the slip
   * @typedef {{
   *   status: string, outcome_name: string, market_name: string, home: string, away: string,
   *   result: string | null, odds: string
   * }} BetLeg
   * @typedef {{
   *   type: string, status: string, stake: string, balance_type: string, odds: string,
   *   potential_win: string, payout: string | null, selections: BetLeg[], placed_at: string
   * }} Bet
   * @typedef {{ status: number, body: any }} ApiAnswer  the HTTP status (0: no answer) and the parsed body
   * @typedef {{ format(value: any): string }} Formatter
   * @typedef {{ text: string, loading: boolean, disabled: boolean }} OfferedAction
   */
  /** An element the page is known to have. */
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  /** @type {Config} */
  const C = JSON.parse($('cfg').textContent || 'null');
  /** @type {Record<string, string>} */
  const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  const esc = (/** @type {unknown} */ s) => String(s).replace(/[&<>"']/g, (c) => ESCAPES[c] || c);
  /** @type {Formatter} */
  let fmt;
  try {
    fmt = new Intl.NumberFormat(C.locale, {
      style: 'currency',
      currency: C.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    // An unknown currency or locale: plain numbers.
    fmt = { format: (/** @type {number} */ n) => n.toFixed(2) + ' ' + C.currency };
  }
  const money = (/** @type {string | number} */ v) => fmt.format(Number(v));
  /** @type {Formatter} */
  let timeFmt;
  /** @type {Formatter} */
  let dayFmt;
  /** @type {Formatter} */
  let shortFmt;
  try {
    timeFmt = new Intl.DateTimeFormat(C.locale, { hour: '2-digit', minute: '2-digit' });
    dayFmt = new Intl.DateTimeFormat(C.locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    shortFmt = new Intl.DateTimeFormat(C.locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
  } catch {
    timeFmt =
      dayFmt =
      shortFmt =
        { format: (/** @type {Date} */ d) => d.toISOString().slice(0, 16).replace('T', ' ') };
  }
  /** @type {Record<string, string>} */
  const SPORT_NAMES = {};
  C.feed.sports.forEach((s) => {
    SPORT_NAMES[s.code] = s.name;
  });
  /** The page's state; every render reads it. */
  const S = {
    feed: C.feed,
    skew: Date.parse(C.feed.now) - Date.now(),
    /** @type {Map<string, string>} the last odds seen per selection key */
    prev: new Map(),
    /** @type {Map<string, { dir: 'up' | 'down', until: number }>} recent moves, for the arrows */
    moves: new Map(),
    tab: 'live',
    sport: 'all',
    /** @type {Pick[]} */
    slip: [],
    type: 'single',
    stake: '10',
    balance: 'main',
    accept: 'higher',
    busy: false,
    /** @type {{ title: string, text: string } | null} */
    receipt: null,
    msg: '',
    msgKind: '',
    balances: C.balances,
    bets: {
      filter: 'open',
      /** @type {Bet[]} */
      items: [],
      total: 0,
      /** @type {number | null} */
      openCount: null,
      loaded: false,
    },
    sheet: false,
  };
  if (!S.feed.events.some((e) => e.status === 'live')) S.tab = 'upcoming';
  const serverNow = () => Date.now() + S.skew;
  const keyOf = (/** @type {string} */ e, /** @type {string} */ m, /** @type {string} */ o) =>
    e + '|' + m + '|' + o;
  /**
   * @param {string} id
   * @param {string} [cls]
   */
  function icon(id, cls) {
    return '<svg class="' + (cls || 'i') + '" aria-hidden="true"><use href="#i-' + id + '"/></svg>';
  }
  /**
   * @param {string} path
   * @param {object} [payload] a POST body; none for a GET
   * @returns {Promise<ApiAnswer>}
   */
  function api(path, payload) {
    /** @type {RequestInit} */
    const init =
      payload === undefined
        ? { method: 'GET', cache: 'no-store', credentials: 'omit' }
        : {
            method: 'POST',
            cache: 'no-store',
            credentials: 'omit',
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify(payload),
          };
    return fetch(C.api + path, init).then(
      (res) =>
        res
          .json()
          .catch(() => null)
          .then((body) => ({ status: res.status, body })),
      () => ({ status: 0, body: null }),
    );
  }
  /** @param {string} iso */
  function whenText(iso) {
    const t = Date.parse(iso);
    const d = t - serverNow();
    if (d <= 0) return 'Starting';
    if (d < 3600e3) return 'in ' + Math.max(1, Math.round(d / 60e3)) + ' min';
    const a = new Date(t),
      n = new Date(serverNow());
    const sameDay = a.toDateString() === n.toDateString();
    return sameDay ? timeFmt.format(a) : dayFmt.format(a) + ' ' + timeFmt.format(a);
  }
  /** @param {string} status */
  function eventsOf(status) {
    return S.feed.events.filter(
      (e) =>
        (status === 'results'
          ? e.status === 'finished' || e.status === 'cancelled'
          : e.status === status) &&
        (S.sport === 'all' || e.sport === S.sport),
    );
  }
  /** @param {string} id */
  function eventById(id) {
    return S.feed.events.find((e) => e.id === id);
  }
  /**
   * @param {FeedEvent | undefined} ev
   * @param {string} m
   * @param {string} o
   */
  function outcomeOf(ev, m, o) {
    if (!ev) return null;
    const mk = ev.markets.find((x) => x.id === m);
    if (!mk) return null;
    const oc = mk.outcomes.find((x) => x.id === o);
    return oc ? { market: mk, outcome: oc } : null;
  }
  /** @param {string} k */
  function selected(k) {
    return S.slip.some((s) => s.key === k);
  }
  /**
   * @param {string} text
   * @param {string} [kind]
   */
  function note(text, kind) {
    S.msg = text || '';
    S.msgKind = kind || '';
  }

  /** @param {Feed} feed */
  function absorbFeed(feed) {
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

  /**
   * @param {FeedEvent} ev
   * @param {Market} m
   * @param {Outcome} o
   */
  function oddButton(ev, m, o) {
    const k = keyOf(ev.id, m.id, o.id);
    if (m.suspended || !o.odds)
      return (
        '<button class="odd" disabled aria-label="' +
        esc(o.name) +
        ': suspended">' +
        icon('lock') +
        '</button>'
      );
    const mv = S.moves.get(k);
    const dir = mv && mv.until > Date.now() ? ' ' + mv.dir : '';
    const label = m.id === 'total' ? (o.id === 'over' ? 'O ' : 'U ') + m.line : o.id;
    return (
      '<button class="odd' +
      dir +
      '" data-k="' +
      esc(k) +
      '" aria-pressed="' +
      selected(k) +
      '" aria-label="' +
      esc(label + ' ' + o.odds + ' — ' + o.name + ', ' + m.name) +
      '"><span class="lb">' +
      esc(label) +
      '</span><span class="pr">' +
      esc(o.odds) +
      '</span></button>'
    );
  }
  /**
   * @param {FeedEvent} ev
   * @param {'home' | 'away'} side
   */
  function teamRow(ev, side) {
    const sc = ev.score ? ev.score[side] : null;
    const other = ev.score ? ev.score[side === 'home' ? 'away' : 'home'] : null;
    let sets = '';
    if (ev.sets && ev.score) {
      const done = ev.score.home + ev.score.away;
      sets =
        '<span class="sets">' +
        ev.sets
          .map(
            (g, i) =>
              '<i' + (i >= done ? ' class="cur"' : '') + '>' + g[side === 'home' ? 0 : 1] + '</i>',
          )
          .join('') +
        '</span>';
    }
    const lead = sc !== null && other !== null && sc > other;
    return (
      '<div class="team' +
      (lead ? ' lead' : '') +
      '"><span class="nm">' +
      esc(ev[side]) +
      '</span>' +
      sets +
      (sc !== null ? '<span class="sc">' + sc + '</span>' : '') +
      '</div>'
    );
  }
  /**
   * @param {FeedEvent} ev
   * @param {boolean} withLeague
   */
  function eventCard(ev, withLeague) {
    let head;
    if (ev.status === 'live')
      head =
        '<span class="live-tag">LIVE</span><span class="clock">' + esc(ev.clock || '') + '</span>';
    else if (ev.status === 'upcoming')
      head = '<span class="when">' + esc(whenText(ev.starts_at)) + '</span>';
    else if (ev.status === 'cancelled')
      head = '<span class="state-tag off">Postponed · bets void</span>';
    else head = '<span class="state-tag">Full time</span>';
    let body = '<div class="teams">' + teamRow(ev, 'home') + teamRow(ev, 'away') + '</div>';
    if (ev.markets.length) {
      body +=
        '<div class="mkts">' +
        ev.markets
          .map(
            (m) =>
              '<div class="mkt"><span class="mkt-name">' +
              esc(m.name) +
              '</span><div class="odds">' +
              m.outcomes.map((o) => oddButton(ev, m, o)).join('') +
              '</div></div>',
          )
          .join('') +
        '</div>';
    } else if (ev.status === 'finished') {
      body += '<div class="result"><span>Result</span><b>' + esc(ev.result || '') + '</b></div>';
    } else if (ev.status === 'cancelled') {
      body += '<div class="result"><span>Called off</span><b>Stakes refunded</b></div>';
    }
    if (withLeague)
      head += '<span class="ev-league">' + icon(ev.sport) + esc(ev.league) + '</span>';
    return (
      '<article class="ev" aria-label="' +
      esc(ev.home + ' v ' + ev.away) +
      '"><div class="ev-head">' +
      head +
      '</div><div class="ev-body">' +
      body +
      '</div></article>'
    );
  }
  function renderSports() {
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
  function renderTabs() {
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
  function renderEvents() {
    const list = eventsOf(S.tab === 'results' ? 'results' : S.tab);
    if (S.tab === 'results') list.reverse();
    if (!list.length) {
      const what = {
        live: [
          'Nothing live right now',
          'New matches kick off every few minutes — check Upcoming.',
        ],
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
  /** @param {Bet} b */
  function betCard(b) {
    const legs = b.selections
      .map(
        (s) =>
          '<li class="leg"><i class="' +
          s.status +
          '"></i><span class="o">' +
          esc(s.outcome_name) +
          ' <small>· ' +
          esc(s.market_name) +
          '</small></span><span class="e">' +
          esc(s.home + ' v ' + s.away) +
          (s.result ? ' · ' + esc(s.result) : '') +
          '</span><span class="p">' +
          esc(s.odds) +
          '</span></li>',
      )
      .join('');
    const paid =
      b.payout === null
        ? '<div><span>Potential win</span><b>' + money(b.potential_win) + '</b></div>'
        : '<div class="pay"><span>' +
          (b.status === 'void' ? 'Refunded' : 'Paid') +
          '</span><b>' +
          money(b.payout) +
          '</b></div>';
    const when = new Date(b.placed_at);
    return (
      '<article class="bet"><div class="bet-head"><span class="st ' +
      b.status +
      '">' +
      b.status +
      '</span><b>' +
      (b.type === 'single' ? 'Single' : 'Accumulator ×' + b.selections.length) +
      '</b><time datetime="' +
      esc(b.placed_at) +
      '">' +
      esc(shortFmt.format(when)) +
      '</time></div><ul class="legs">' +
      legs +
      '</ul><div class="bet-foot"><div><span>Stake' +
      (b.balance_type === 'betting_bonus' ? ' (bonus)' : '') +
      '</span><b>' +
      money(b.stake) +
      '</b></div><div><span>Odds</span><b>' +
      esc(b.odds) +
      '</b></div>' +
      paid +
      '</div></article>'
    );
  }
  function renderBets() {
    if (!C.token)
      return (
        '<div class="empty"><b>Sign in to see your bets</b><a class="signin" href="' +
        esc(C.signInHref) +
        '" target="_top">Sign in</a></div>'
      );
    const f = S.bets.filter;
    let html =
      '<div class="filters sports">' +
      [
        ['open', 'Open'],
        ['settled', 'Settled'],
      ]
        .map(
          (x) =>
            '<button class="sport" data-filter="' +
            x[0] +
            '" aria-pressed="' +
            (f === x[0]) +
            '">' +
            x[1] +
            '</button>',
        )
        .join('') +
      '</div>';
    if (!S.bets.loaded) return html + '<div class="empty">Loading your bets…</div>';
    if (!S.bets.items.length)
      return (
        html +
        '<div class="empty"><b>' +
        (f === 'open' ? 'No open bets' : 'No settled bets yet') +
        '</b>' +
        (f === 'open'
          ? 'Pick some odds and place a bet.'
          : 'Settled bets appear here after the final whistle.') +
        '</div>'
      );
    html += '<div class="bets">' + S.bets.items.map(betCard).join('') + '</div>';
    if (S.bets.items.length < S.bets.total)
      html += '<button class="more" id="more">Show more</button>';
    return html;
  }
  function renderMain() {
    const active = document.activeElement;
    const focus = active instanceof HTMLElement && active.dataset ? active.dataset.k : null;
    $('main').innerHTML = S.tab === 'bets' ? renderBets() : renderEvents();
    if (focus) {
      const el = $('main').querySelector('[data-k="' + CSS.escape(focus) + '"]');
      if (el instanceof HTMLElement) el.focus();
    }
  }
  function potential() {
    const stake = Number(S.stake);
    if (!(stake > 0) || !S.slip.length) return { stake: 0, odds: null, win: 0 };
    const odds = S.slip.map((s) => Number(s.current || s.odds));
    if (S.type === 'accumulator') {
      const total = odds.reduce((a, b) => a * b, 1);
      return { stake, odds: total, win: Math.floor(stake * total * 100 + 1e-6) / 100 };
    }
    return {
      stake: stake * odds.length,
      odds: null,
      win: odds.reduce((a, o) => a + Math.floor(stake * o * 100 + 1e-6) / 100, 0),
    };
  }
  function placeBlocked() {
    return S.busy || S.slip.some((s) => s.closed) || !(Number(S.stake) > 0);
  }
  function placeLabel() {
    return S.busy
      ? 'Placing…'
      : 'Place bet' +
          (S.type === 'single' && S.slip.length > 1 ? 's' : '') +
          ' · ' +
          money(potential().stake);
  }
  function accaAllowed() {
    return S.slip.length >= 2 && new Set(S.slip.map((s) => s.event_id)).size === S.slip.length;
  }
  function renderSlip() {
    if (S.type === 'accumulator' && !accaAllowed()) S.type = 'single';
    $('slipCount').textContent = String(S.slip.length);
    let body = '';
    if (S.receipt) {
      body =
        '<div class="receipt"><div class="tick">' +
        icon('check', '') +
        '</div><b>' +
        esc(S.receipt.title) +
        '</b><p>' +
        esc(S.receipt.text) +
        '</p><button class="more" id="again">Continue betting</button></div>';
    } else if (!S.slip.length) {
      body =
        '<div class="slip-empty">' +
        icon('slip', '') +
        '<b>Your bet slip is empty</b>Tap the odds of any event to add a selection.</div>';
    } else {
      body +=
        '<div class="seg" role="group" aria-label="Bet type"><button data-type="single" aria-pressed="' +
        (S.type === 'single') +
        '">Single' +
        (S.slip.length > 1 ? 's (' + S.slip.length + ')' : '') +
        '</button><button data-type="accumulator" aria-pressed="' +
        (S.type === 'accumulator') +
        '"' +
        (accaAllowed() ? '' : ' disabled title="Two or more selections from different events"') +
        '>Accumulator</button></div>';
      body +=
        '<ul class="sels">' +
        S.slip
          .map((s) => {
            const changed = !s.closed && s.current && s.current !== s.odds;
            let warn = '';
            if (s.closed)
              warn =
                '<span class="warn bad">Betting on this selection is closed — remove it</span>';
            else if (changed)
              warn =
                '<span class="warn">Odds changed ' +
                esc(s.odds) +
                ' → ' +
                esc(s.current) +
                '<button data-accept="' +
                esc(s.key) +
                '">Accept</button></span>';
            return (
              '<li class="sel' +
              (s.closed ? ' closed' : changed ? ' changed' : '') +
              '"><span class="o">' +
              esc(s.name) +
              '</span><span class="m">' +
              esc(s.marketName + ' · ' + s.eventName) +
              (s.live ? ' · LIVE' : '') +
              '</span><span class="p">' +
              esc(s.current || s.odds) +
              '</span><button class="rm" data-remove="' +
              esc(s.key) +
              '" aria-label="Remove ' +
              esc(s.name) +
              '">' +
              icon('x', '') +
              '</button>' +
              warn +
              '</li>'
            );
          })
          .join('') +
        '</ul>';
      if (!C.token) {
        body +=
          '<div class="slip-guest">Sign in to place bets with your balance.<a class="signin" href="' +
          esc(C.signInHref) +
          '" target="_top">Sign in</a></div>';
      } else {
        const p = potential();
        body +=
          '<div class="field"><label for="stake">' +
          (S.type === 'single' && S.slip.length > 1 ? 'Stake per bet' : 'Stake') +
          '</label><div class="stake"><input id="stake" inputmode="decimal" autocomplete="off" value="' +
          esc(S.stake) +
          '"><em>' +
          esc(C.currency) +
          '</em></div><div class="quick">' +
          [5, 10, 25, 50].map((v) => '<button data-stake="' + v + '">' + v + '</button>').join('') +
          '</div></div>';
        body +=
          '<div class="field"><span id="fromL">Pay from</span><div class="from" role="radiogroup" aria-labelledby="fromL">' +
          [
            ['main', 'Main balance'],
            ['betting_bonus', 'Betting bonus'],
          ]
            .map(
              (b) =>
                '<label><input type="radio" name="from" value="' +
                b[0] +
                '"' +
                (S.balance === b[0] ? ' checked' : '') +
                '><b>' +
                b[1] +
                '</b><small>' +
                money(S.balances ? S.balances[/** @type {keyof Balances} */ (b[0])] : 0) +
                '</small></label>',
            )
            .join('') +
          '</div></div>';
        body +=
          '<div class="field"><label for="accept">If the odds change</label><select id="accept">' +
          [
            ['higher', 'Accept higher odds'],
            ['any', 'Accept any odds change'],
            ['none', 'Do not accept changes'],
          ]
            .map(
              (o) =>
                '<option value="' +
                o[0] +
                '"' +
                (S.accept === o[0] ? ' selected' : '') +
                '>' +
                o[1] +
                '</option>',
            )
            .join('') +
          '</select></div>';
        body +=
          '<div class="sum">' +
          (S.type === 'accumulator'
            ? '<div><span>Total odds</span><b>' + (p.odds ? p.odds.toFixed(2) : '—') + '</b></div>'
            : '') +
          '<div><span>Total stake</span><b>' +
          money(p.stake) +
          '</b></div><div class="win"><span>Potential win</span><b>' +
          money(p.win) +
          '</b></div></div>';
        body +=
          '<button class="place" id="place"' +
          (placeBlocked() ? ' disabled' : '') +
          '>' +
          esc(placeLabel()) +
          '</button>';
      }
      body +=
        '<p class="msg' +
        (S.msgKind ? ' ' + S.msgKind : '') +
        '" role="status" aria-live="polite">' +
        esc(S.msg) +
        '</p>';
    }
    const active = document.activeElement;
    const keepStake = active instanceof HTMLInputElement && active.id === 'stake';
    const caret = keepStake ? active.selectionStart : null;
    $('slipBody').innerHTML = body;
    if (keepStake) {
      const i = $('stake');
      if (i instanceof HTMLInputElement) {
        i.focus();
        try {
          i.setSelectionRange(caret, caret);
        } catch {
          // The caret stays where the browser put it.
        }
      }
    }
    $('clear').hidden = !S.slip.length || !!S.receipt;
    const bar = $('bar');
    bar.hidden = !S.slip.length && !S.receipt;
    const p = potential();
    $('barCount').textContent = String(S.slip.length);
    $('barText').innerHTML = S.receipt
      ? 'Bet placed<small>View receipt</small>'
      : 'Bet slip<small>' +
        (S.type === 'accumulator' && p.odds
          ? 'Total odds ' + p.odds.toFixed(2)
          : S.slip.length + ' selection' + (S.slip.length === 1 ? '' : 's')) +
        '</small>';
    offer();
  }
  function renderWallet() {
    if (!C.token) {
      $('wallet').innerHTML =
        '<a class="signin" href="' + esc(C.signInHref) + '" target="_top">Sign in to bet</a>';
      return;
    }
    const b = S.balances || { main: '0', betting_bonus: '0' };
    $('wallet').innerHTML =
      '<div class="pill"><span>Main</span><b>' +
      money(b.main) +
      '</b></div>' +
      (Number(b.betting_bonus) > 0
        ? '<div class="pill bonus"><span>Bet bonus</span><b>' +
          money(b.betting_bonus) +
          '</b></div>'
        : '');
  }
  function render() {
    renderTabs();
    renderSports();
    renderMain();
    renderSlip();
    renderWallet();
  }
  /** @param {boolean} open */
  function openSheet(open) {
    S.sheet = open;
    $('slip').classList.toggle('open', open);
    $('scrim').classList.toggle('open', open);
    if (open) {
      const c = $('closeSlip');
      if (c && getComputedStyle(c).display !== 'none') c.focus();
    }
    offer();
  }

  // The frame-action protocol (core/src/games/frame-action.ts): the slip's primary action is
  // offered to the app around the frame, whose native button (Telegram's main button) may carry
  // it and press it. Only the parent window at the site's origin is obeyed or told anything.
  const H = C.host;
  const framed = !!H && window.parent !== window;
  const wide = window.matchMedia('(min-width:960px)');
  let carried = false,
    offered = '';
  function primaryAction() {
    if (!C.token || !S.slip.length || S.receipt) return null;
    if (!wide.matches && !S.sheet)
      return {
        kind: 'open',
        text: 'Bet slip · ' + S.slip.length + ' selection' + (S.slip.length === 1 ? '' : 's'),
        loading: false,
        disabled: false,
      };
    return {
      kind: 'place',
      text: placeLabel(),
      loading: S.busy,
      disabled: !S.busy && placeBlocked(),
    };
  }
  /** @param {object} message */
  function tell(message) {
    window.parent.postMessage(
      Object.assign({ protocol: H.protocol, v: H.version }, message),
      H.origin,
    );
  }
  function offer() {
    if (!framed) return;
    const a = primaryAction();
    document.body.classList.toggle('carried', carried);
    document.body.classList.toggle('carried-open', carried && !!a && a.kind === 'open');
    const action = a ? { text: a.text, loading: a.loading, disabled: a.disabled } : null;
    const key = JSON.stringify(action);
    if (key === offered) return;
    offered = key;
    tell({ type: 'action', action });
  }
  /** @param {boolean} ok */
  function report(ok) {
    if (framed) tell({ type: 'result', ok });
  }
  // Content-sized framing: the host sizes the frame to the height reported here (the page never
  // scrolls inside it then) and says which part of it is on screen (--vt from the top, --vh
  // tall), where the slip bar and sheet stay; a null viewport (full screen) gives the page its
  // own viewport back. The theme follows the app's.
  const root = document.documentElement;
  const px = (/** @type {unknown} */ n) => typeof n === 'number' && isFinite(n) && n >= 0;
  /** @param {{ top: number, height: number } | null} v */
  function setViewport(v) {
    const sized = !!v && px(v.top) && px(v.height);
    root.classList.toggle('sized', sized);
    if (v && sized) {
      root.style.setProperty('--vt', v.top + 'px');
      root.style.setProperty('--vh', v.height + 'px');
    } else {
      root.style.removeProperty('--vt');
      root.style.removeProperty('--vh');
    }
  }
  let reported = 0;
  function reportSize() {
    if (!framed) return;
    const h = Math.ceil($('app').getBoundingClientRect().height);
    if (h > 0 && h !== reported) {
      reported = h;
      tell({ type: 'size', height: h });
    }
  }
  if (framed && typeof ResizeObserver === 'function')
    new ResizeObserver(reportSize).observe($('app'));
  window.addEventListener('message', (e) => {
    if (!framed || e.source !== window.parent || e.origin !== H.origin) return;
    const d = e.data;
    if (!d || d.protocol !== H.protocol || d.v !== H.version) return;
    if (d.type === 'theme') {
      root.classList.toggle('light', d.theme === 'light');
      return;
    }
    if (d.type === 'viewport') {
      setViewport(d.viewport);
      return;
    }
    if (d.type === 'carried') {
      carried = d.carried === true;
      offer();
      return;
    }
    if (d.type !== 'press') return;
    const a = primaryAction();
    if (!a || a.loading || a.disabled) return;
    if (a.kind === 'open') openSheet(true);
    else place();
  });
  wide.addEventListener('change', offer);

  /** @param {string} k */
  function toggleSelection(k) {
    const i = S.slip.findIndex((s) => s.key === k);
    S.receipt = null;
    note('');
    if (i >= 0) {
      S.slip.splice(i, 1);
      render();
      return;
    }
    if (S.slip.length >= C.limits.maxSelections) {
      note('A slip takes at most ' + C.limits.maxSelections + ' selections.', 'error');
      renderSlip();
      return;
    }
    const [eid = '', mid = '', oid = ''] = k.split('|');
    const ev = eventById(eid);
    const f = outcomeOf(ev, mid, oid);
    if (!ev || !f || !f.outcome.odds) return;
    S.slip.push({
      key: k,
      event_id: eid,
      market: mid,
      outcome: oid,
      odds: f.outcome.odds,
      current: f.outcome.odds,
      name: f.outcome.name,
      marketName: f.market.name,
      eventName: ev.home + ' v ' + ev.away,
      live: ev.status === 'live',
      closed: false,
    });
    if (S.slip.length === 2 && accaAllowed()) S.type = 'accumulator';
    render();
  }
  async function loadAccount() {
    if (!C.token) return;
    const r = await api('/account', { token: C.token });
    if (r.status === 200 && r.body && r.body.data) {
      S.balances = r.body.data;
      renderWallet();
      if (!S.busy) renderSlip();
    }
  }
  /** @param {boolean} append */
  async function loadBets(append) {
    if (!C.token) return;
    const offset = append ? S.bets.items.length : 0;
    const [r, open] = await Promise.all([
      api('/bets', { token: C.token, status: S.bets.filter, offset, count: 10 }),
      api('/bets', { token: C.token, status: 'open', offset: 0, count: 1 }),
    ]);
    if (r.status === 200 && r.body) {
      const d = r.body.data;
      S.bets.items = append ? S.bets.items.concat(d.items) : d.items;
      S.bets.total = d.total;
      S.bets.loaded = true;
    }
    if (open.status === 200 && open.body) S.bets.openCount = open.body.data.total;
    renderTabs();
    if (S.tab === 'bets') renderMain();
  }
  /**
   * @param {any} body
   * @param {number} status
   */
  function errorText(body, status) {
    const d = body && body.data;
    const t = d && d.type;
    const reason = d && d.error_data && d.error_data.reason;
    if (reason === 'odds_changed')
      return 'The odds have changed. Check the new prices and place again.';
    if (reason === 'market_closed')
      return 'Betting on a selection has closed. Remove it and try again.';
    if (t === 'BillingTransactionDeclinedException')
      return (
        'Not enough money on your ' +
        (S.balance === 'main' ? 'main balance' : 'betting bonus') +
        ' for this stake.'
      );
    if (t === 'AuthorizationException')
      return 'Your session has ended. Reload the sportsbook to continue.';
    if (t === 'AccessDeniedException') return 'This account cannot place bets right now.';
    if (t === 'InvalidParameterException') {
      const p = d.invalid_parameters || {};
      if (p.stake)
        return (
          'Enter a stake between ' +
          money(C.limits.minStake) +
          ' and ' +
          money(C.limits.maxStake) +
          '.'
        );
      return (d.message || 'Check your selections') + '.';
    }
    if (status === 0) return 'No connection. Check your network and try again.';
    return 'Something went wrong. Please try again.';
  }
  async function place() {
    if (S.busy || !S.slip.length) return;
    S.busy = true;
    note('');
    renderSlip();
    const payload = {
      token: C.token,
      type: S.type,
      stake: S.stake.replace(',', '.'),
      balance: S.balance,
      accept: S.accept,
      selections: S.slip.map((s) => ({
        event_id: s.event_id,
        market: s.market,
        outcome: s.outcome,
        odds: s.odds,
      })),
    };
    const r = await api('/place', payload);
    S.busy = false;
    if (r.status === 200 && r.body && r.body.data) {
      /** @type {Bet[]} */
      const bets = r.body.data.bets;
      S.balances = r.body.data.balances;
      const total = bets.reduce((a, b) => a + Number(b.stake), 0);
      S.receipt = {
        title: bets.length > 1 ? bets.length + ' bets placed' : 'Bet placed',
        text:
          (bets.length === 1 && bets[0]?.type === 'accumulator'
            ? 'Accumulator at ' + bets[0].odds + ' · '
            : '') +
          'Stake ' +
          money(total) +
          ' · potential win ' +
          money(bets.reduce((a, b) => a + Number(b.potential_win), 0)),
      };
      S.slip = [];
      note('');
      render();
      loadBets(false);
      report(true);
      return;
    }
    const d = r.body && r.body.data;
    if (d && d.error_data && d.error_data.reason === 'odds_changed') {
      /** @type {{ event_id: string, market: string, outcome: string, odds: string }[]} */
      const changes = d.error_data.changes || [];
      changes.forEach((c) => {
        const s = S.slip.find((x) => x.key === keyOf(c.event_id, c.market, c.outcome));
        if (s) s.current = c.odds;
      });
    }
    if (d && d.error_data && d.error_data.reason === 'market_closed') {
      /** @type {string[]} */
      const closed = d.error_data.selections || [];
      closed.forEach((k) => {
        const [e = '', m = '', o = ''] = k.split(':');
        const s = S.slip.find((x) => x.key === keyOf(e, m, o));
        if (s) s.closed = true;
      });
    }
    note(errorText(r.body, r.status), 'error');
    renderSlip();
    report(false);
  }
  async function poll() {
    const r = await api('/feed');
    if (r.status === 200 && r.body && r.body.data) {
      absorbFeed(r.body.data);
      renderTabs();
      renderSports();
      if (S.tab !== 'bets') renderMain();
      if (!S.busy && !S.receipt) renderSlip();
    }
    const wait = r.body && r.body.data ? Math.min(5000, r.body.data.next_tick_ms + 250) : 5000;
    setTimeout(poll, Math.max(1000, wait));
  }

  document.addEventListener('click', (e) => {
    const t = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (e.target).closest('button,[data-tab]')
    );
    if (!t) return;
    if (t.dataset.k) {
      toggleSelection(t.dataset.k);
      return;
    }
    if (t.dataset.tab) {
      S.tab = t.dataset.tab;
      S.sport = S.tab === 'bets' ? 'all' : S.sport;
      render();
      if (S.tab === 'bets') loadBets(false);
      return;
    }
    if (t.dataset.sport) {
      S.sport = t.dataset.sport;
      renderSports();
      renderMain();
      return;
    }
    if (t.dataset.filter) {
      S.bets.filter = t.dataset.filter;
      S.bets.loaded = false;
      renderMain();
      loadBets(false);
      return;
    }
    if (t.dataset.remove) {
      S.slip = S.slip.filter((s) => s.key !== t.dataset.remove);
      note('');
      render();
      return;
    }
    if (t.dataset.accept) {
      const s = S.slip.find((x) => x.key === t.dataset.accept);
      if (s) {
        s.odds = s.current;
        note('');
      }
      renderSlip();
      return;
    }
    if (t.dataset.type) {
      S.type = t.dataset.type;
      renderSlip();
      return;
    }
    if (t.dataset.stake) {
      S.stake = t.dataset.stake;
      renderSlip();
      return;
    }
    if (t.id === 'place') {
      place();
      return;
    }
    if (t.id === 'again') {
      S.receipt = null;
      render();
      return;
    }
    if (t.id === 'more') {
      loadBets(true);
      return;
    }
    if (t.id === 'clear') {
      S.slip = [];
      note('');
      render();
      return;
    }
    if (t.id === 'bar') {
      openSheet(true);
      return;
    }
    if (t.id === 'closeSlip') {
      openSheet(false);
      if (S.receipt) {
        S.receipt = null;
        renderSlip();
      }
      if (!$('bar').hidden) $('bar').focus();
      return;
    }
  });
  $('scrim').addEventListener('click', () => {
    openSheet(false);
    if (S.receipt) {
      S.receipt = null;
      renderSlip();
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && S.sheet) openSheet(false);
  });
  document.addEventListener('input', (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.id === 'stake') {
      S.stake = input.value.replace(/[^\d.,]/g, '');
      renderSlip();
    }
  });
  document.addEventListener('change', (e) => {
    const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (e.target);
    if (field.name === 'from') {
      S.balance = field.value;
      note('');
      renderSlip();
    }
    if (field.id === 'accept') {
      S.accept = field.value;
    }
  });
  absorbFeed(C.feed);
  render();
  setTimeout(poll, Math.min(5000, C.feed.next_tick_ms + 250));
  if (C.token) {
    setInterval(loadAccount, 20000);
    loadBets(false);
  }
})();
