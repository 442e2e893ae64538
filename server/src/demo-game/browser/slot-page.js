// @ts-check
/**
 * The demo slot page's script (slot-page.ts renders the page; demo-game-routes.ts serves this
 * file). It starts from the JSON block `#cfg` (values from the server never enter the code)
 * and spins by POSTing its game token to the game API; it never sees the player's site
 * session. A classic script in one function scope: it runs at the end of the page, after the
 * elements it drives.
 */
(function () {
  'use strict';
  /**
   * The shapes below mirror the server's (slot-page.ts, play-spin.ts).
   * @typedef {{ pack_id: number, title: string, remaining: number, total: number, bet: string }} FreeSpins
   * @typedef {{
   *   token: string, api: string, mode: 'real' | 'demo', currency: string, locale: string,
   *   balance: string, bonus: string | null, bets: string[], bet: string, reels: number,
   *   rows: number, lines: number[][], symbols: string[], labels: Record<string, string>,
   *   freeSpins: FreeSpins | null, minSpinMs: number
   * }} Config
   * @typedef {{
   *   grid: string[][], wins: { line: number, symbol: string, count: number, amount: string }[],
   *   bet: string, win: string, balance: string, bonus: string | null, free_spin: boolean,
   *   free_spins: FreeSpins | null, celebrate: boolean
   * }} Spin
   * @typedef {{ status: number, body: any }} ApiAnswer  the HTTP status (0: no answer) and the parsed body
   */
  /** An element the page is known to have. */
  var $ = function (/** @type {string} */ id) {
    return /** @type {HTMLElement} */ (document.getElementById(id));
  };
  /** A button the page is known to have. */
  var button = function (/** @type {string} */ id) {
    return /** @type {HTMLButtonElement} */ ($(id));
  };
  var paytable = /** @type {HTMLDialogElement} */ ($('paytable'));
  /** @type {Config} */
  var C = JSON.parse($('cfg').textContent || 'null');
  /** @type {HTMLElement[]} */
  var reels = [].slice.call(document.querySelectorAll('.reel'));
  /** The cell of a reel's row. */
  var cellOf = function (/** @type {number} */ reel, /** @type {number} */ row) {
    return /** @type {HTMLElement} */ (reels[reel]?.children[row]);
  };
  // Amounts as the site writes them (spec §9, core/src/format/amount.ts): "1,234" or "1,234.50", then the code.
  var money = function (/** @type {string | number} */ s) {
    var n = Math.round(Number(s) * 100) / 100;
    var p = Math.abs(n).toFixed(2).split('.');
    var w = (p[0] || '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (n < 0 ? '-' : '') + (n % 1 === 0 ? w : w + '.' + p[1]) + ' ' + C.currency;
  };
  var betIndex = Math.max(0, C.bets.indexOf(C.bet));
  var balance = C.balance;
  var bonus = C.bonus;
  var busy = false;
  var SYMS = C.symbols;
  /** @param {string} id */
  function useSym(id) {
    return '<svg viewBox="0 0 64 64" aria-hidden="true"><use href="#s-' + id + '"/></svg>';
  }
  /**
   * @param {number} reel
   * @param {number} row
   * @param {string} id
   */
  function setCell(reel, row, id) {
    var cell = cellOf(reel, row);
    cell.innerHTML = useSym(id);
    cell.setAttribute('data-symbol', id);
    cell.setAttribute('aria-label', C.labels[id] || id);
  }
  function randomSym() {
    var a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return SYMS[(a[0] || 0) % SYMS.length] || '';
  }
  function showBalance() {
    $('balance').textContent = money(balance);
    var b = $('bonus');
    b.hidden = !(bonus && Number(bonus) > 0);
    b.textContent = b.hidden ? '' : '+ ' + money(bonus || 0) + ' bonus';
  }
  var free = C.freeSpins;
  function showFree() {
    var f = $('free');
    if (!free) {
      f.hidden = true;
      $('spin').classList.remove('freebtn');
      $('spin').textContent = 'SPIN';
      $('spin').setAttribute('aria-label', 'Spin');
      return;
    }
    f.hidden = false;
    $('freeCount').textContent = free.remaining + ' of ' + free.total;
    $('freeBet').textContent = 'at ' + money(free.bet) + ' · ' + free.title;
    $('spin').classList.add('freebtn');
    $('spin').textContent = 'FREE';
    $('spin').setAttribute('aria-label', 'Free spin');
  }
  function showBet() {
    $('bet').textContent = money(free ? free.bet : C.bets[betIndex] || '');
    button('betDown').disabled = busy || !!free || betIndex === 0;
    button('betUp').disabled = busy || !!free || betIndex === C.bets.length - 1;
  }
  /**
   * @param {string} text
   * @param {string} [kind]
   */
  function say(text, kind) {
    var m = $('message');
    m.textContent = text;
    m.className = 'message' + (kind ? ' ' + kind : '');
  }
  function clearWins() {
    document.querySelectorAll('.cell.win').forEach(function (c) {
      c.classList.remove('win');
    });
    $('banner').classList.remove('show');
  }
  /** @param {number} ms */
  function sleep(ms) {
    return new Promise(function (r) {
      setTimeout(r, ms);
    });
  }
  /** @param {boolean} b */
  function setBusy(b) {
    busy = b;
    button('spin').disabled = b;
    showBet();
  }
  /** @type {number[]} */
  var spinTimers = [];
  function startSpin() {
    reels.forEach(function (reel, r) {
      reel.classList.remove('stop');
      reel.classList.add('spinning');
      spinTimers[r] = setInterval(function () {
        for (var row = 0; row < C.rows; row++) setCell(r, row, randomSym());
      }, 90);
    });
  }
  /**
   * @param {number} r
   * @param {string[]} column
   */
  function stopReel(r, column) {
    clearInterval(spinTimers[r]);
    var reel = /** @type {HTMLElement} */ (reels[r]);
    reel.classList.remove('spinning');
    for (var row = 0; row < C.rows; row++) setCell(r, row, column[row] || '');
    void reel.offsetWidth;
    reel.classList.add('stop');
  }
  /** @param {string[][] | null} grid */
  function stopAll(grid) {
    reels.forEach(function (_, r) {
      stopReel(
        r,
        grid
          ? grid[r] || []
          : [0, 1, 2].map(function (row) {
              return cellOf(r, row).getAttribute('data-symbol') || SYMS[SYMS.length - 1] || '';
            }),
      );
    });
  }
  /**
   * @param {any} body
   * @param {number} status
   */
  function errorText(body, status) {
    var t = body && body.data && body.data.type;
    if (t === 'BillingTransactionDeclinedException')
      return (
        'Not enough funds for this bet. Lower the bet' +
        (C.mode === 'real' ? ' or top up your balance.' : '.')
      );
    if (t === 'AuthorizationException')
      return 'Your game session has ended. Reload the game to continue.';
    if (t === 'AccessDeniedException') return 'This account cannot play right now.';
    if (t === 'InvalidParameterException') return 'This bet is not available. Choose another one.';
    if (t === 'TooManyRequestsException') return 'Each spin takes a moment. Try again now.';
    if (status === 0) return 'No connection. Check your network and try again.';
    return 'Something went wrong. Please try again.';
  }
  /**
   * @param {string} path
   * @param {object} payload
   * @returns {Promise<ApiAnswer>}
   */
  function post(path, payload) {
    return fetch(C.api + path, {
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(payload),
    }).then(
      function (res) {
        return res
          .json()
          .catch(function () {
            return null;
          })
          .then(function (body) {
            return { status: res.status, body: body };
          });
      },
      function () {
        return { status: 0, body: null };
      },
    );
  }
  // No autoplay, by design: every spin is one press. The server refuses a spin sooner than
  // minSpinMs after the last one; counted from when the answer arrived (the server stamped the
  // spin before that), the next press is never early.
  var nextSpinAt = 0;
  async function spin() {
    if (busy || Date.now() < nextSpinAt) return;
    clearWins();
    setBusy(true);
    say('');
    var started = Date.now();
    startSpin();
    var res = await post('/spin', { token: C.token, bet: C.bets[betIndex] });
    var answered = Date.now();
    nextSpinAt = answered + C.minSpinMs;
    var wait = Math.max(0, 450 - (answered - started));
    await sleep(wait);
    if (res.status !== 200 || !res.body || !res.body.data) {
      stopAll(null);
      say(errorText(res.body, res.status), 'error');
      await sleep(Math.max(0, nextSpinAt - Date.now()));
      setBusy(false);
      return;
    }
    /** @type {Spin} */
    var d = res.body.data;
    for (var r = 0; r < C.reels; r++) {
      await sleep(r === 0 ? 0 : 140);
      stopReel(r, d.grid[r] || []);
    }
    balance = d.balance;
    bonus = d.bonus;
    showBalance();
    $('lastWin').textContent = money(d.win);
    free = d.free_spins || null;
    showFree();
    if (d.celebrate) {
      d.wins.forEach(function (w) {
        var rows = C.lines[w.line] || [];
        for (var i = 0; i < w.count; i++) cellOf(i, rows[i] || 0).classList.add('win');
      });
      $('banner').textContent = 'WIN ' + money(d.win);
      $('banner').classList.add('show');
      setTimeout(function () {
        $('banner').classList.remove('show');
      }, 2200);
      say(
        d.wins
          .map(function (w) {
            return (
              'Line ' +
              (w.line + 1) +
              ': ' +
              w.count +
              ' × ' +
              C.labels[w.symbol] +
              ' pays ' +
              money(w.amount)
            );
          })
          .join(' · '),
        'good',
      );
    } else if (Number(d.win) > 0) {
      // Less back than the stake is a loss: said plainly, with no banner, highlight or sound.
      say('Returned ' + money(d.win) + ' of your ' + money(d.bet) + ' stake.');
    } else
      say(
        d.free_spin
          ? 'No win on this free spin.' +
              (free ? ' ' + free.remaining + ' left.' : ' That was the last one.')
          : 'No win this time.',
      );
    await sleep(Math.max(0, nextSpinAt - Date.now()));
    setBusy(false);
  }
  $('spin').addEventListener('click', spin);
  // Money moved elsewhere (a deposit in the cashier) shows when the player comes back to the game.
  document.addEventListener('visibilitychange', function () {
    if (document.hidden || busy) return;
    post('/balance', { token: C.token }).then(function (r) {
      var d = r.body && r.body.data;
      if (r.status === 200 && d && !busy) {
        balance = d.balance;
        bonus = d.bonus;
        showBalance();
      }
    });
  });
  $('betDown').addEventListener('click', function () {
    if (betIndex > 0) {
      betIndex--;
      showBet();
    }
  });
  $('betUp').addEventListener('click', function () {
    if (betIndex < C.bets.length - 1) {
      betIndex++;
      showBet();
    }
  });
  document.addEventListener('keydown', function (e) {
    if ((e.code === 'Space' || e.key === ' ') && !e.repeat && e.target === document.body) {
      e.preventDefault();
      spin();
    }
  });
  $('info').addEventListener('click', function () {
    paytable.showModal();
  });
  $('close').addEventListener('click', function () {
    paytable.close();
  });
  paytable.addEventListener('click', function (e) {
    // A click on the backdrop (the dialog itself, not its content) closes it.
    if (e.target === this) this.close();
  });
  // Initial reels: a friendly, non-winning arrangement.
  var start = ['cherry', 'lemon', 'grape', 'diamond', 'bell', 'bar', 'seven', 'wild'];
  for (var r = 0; r < C.reels; r++)
    for (var row = 0; row < C.rows; row++)
      setCell(r, row, start[(r * 2 + row * 3) % start.length] || '');
  showBalance();
  showFree();
  // The page serves its controls disabled until now, when they are listened to.
  button('info').disabled = false;
  setBusy(false);
})();
