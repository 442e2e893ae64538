/**
 * The demo slot's page: one HTML document (inline CSS and SVG; its script ES modules of ours,
 * browser/*.js entered at browser/slot-page.js) that works from 320 to 1440 px. It spins by POSTing its game token to the game
 * API; it never sees the player's site session.
 */
import { escapeHtml } from '../html/index.ts';
import { browserModules } from '../http/browser-modules.ts';
import { GAME_ASSETS_PATH } from './page-security.ts';
import { SHARED_MODULES } from './shared-modules.ts';
import type { FreeSpinsInfo } from './play-spin.ts';
import { pageShell, scriptJson } from './page-shell.ts';
import { PAYLINES, PAYS, REELS, ROWS, SYMBOL_LABELS, SYMBOLS } from './paytable.ts';
import { symbolSprite } from './symbol-art.ts';

/** What the page needs to start. */
export interface SlotPageConfig {
  token: string;
  /** Base path of the game API (`/platform/game-api`). */
  api: string;
  mode: 'real' | 'demo';
  guest: boolean;
  gameName: string;
  providerName: string;
  currency: string;
  locale: string;
  /** The balance as the site labels it (main in real mode, fun in demo), decimal. */
  balance: string;
  /** The bonus a real-money bet may also draw on, decimal; null in demo mode. */
  bonus: string | null;
  /** Offered total bets as decimal strings, ascending. */
  bets: string[];
  bet: string;
  /** Exact RTP in percent, e.g. "96.19". */
  rtp: string;
  /** Where "play for real" leads (absent in real mode). */
  realHref: string | null;
  /** The freespin pack the next spin plays for free (real mode), if any. */
  freeSpins?: FreeSpinsInfo | null;
  /** The minimum game cycle the server enforces (MIN_SPIN_INTERVAL_MS); the button waits it out. */
  minSpinMs?: number;
}

const CSS = `
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.slot{width:min(100%,1040px,max(320px,(100vh - 290px) * 1.6));margin:0 auto;padding:clamp(8px,2.5vw,24px);display:flex;flex-direction:column;gap:clamp(10px,2vw,18px);flex:1}
.top{display:flex;align-items:center;gap:12px}
.title{flex:1;min-width:0}
.title h1{margin:0;font-size:clamp(1rem,3.2vw,1.6rem);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;letter-spacing:.02em}
.title span{color:var(--muted);font-size:clamp(.75rem,2vw,.9rem)}
.badge{padding:4px 10px;border-radius:999px;font-size:.72rem;font-weight:800;letter-spacing:.08em;background:#2fd17c22;color:var(--good);border:1px solid #2fd17c66}
.badge.demo{background:#7c5cff22;color:#b7a6ff;border-color:#7c5cff77}
.icon-btn{width:40px;height:40px;border-radius:50%;border:1px solid var(--line);background:var(--panel2);cursor:pointer;font-weight:800;font-size:1.05rem}
.icon-btn:hover{border-color:var(--gold)}
.machine{position:relative;padding:clamp(8px,2vw,16px);border-radius:calc(var(--radius) + 8px);background:linear-gradient(180deg,#ffd36e,#b9770e 45%,#ffd36e);box-shadow:0 30px 80px #000a,inset 0 2px 0 #fff8}
.reels{display:grid;grid-template-columns:repeat(${REELS},1fr);gap:clamp(4px,1.2vw,10px);padding:clamp(6px,1.5vw,12px);border-radius:var(--radius);background:linear-gradient(180deg,#060912,#121a30 50%,#060912);box-shadow:inset 0 0 24px #000}
.reel{position:relative;display:grid;grid-template-rows:repeat(${ROWS},1fr);gap:clamp(4px,1vw,8px);overflow:hidden;border-radius:12px;background:linear-gradient(180deg,#f3f5ff,#ffffff 50%,#dfe4f5);box-shadow:inset 0 8px 14px #0003,inset 0 -8px 14px #0003}
.cell{aspect-ratio:1;display:grid;place-items:center;border-radius:10px;transition:transform .2s}
.cell svg{width:78%;height:78%;filter:drop-shadow(0 3px 2px #0004)}
.reel.spinning .cell svg{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-40%);opacity:.35;filter:blur(2px)}100%{transform:translateY(40%);opacity:.35;filter:blur(2px)}}
.reel.stop .cell{animation:land .28s cubic-bezier(.3,1.6,.5,1)}
@keyframes land{0%{transform:translateY(-18%)}100%{transform:none}}
.cell.win{background:radial-gradient(circle,#ffe08a 0%,#ffc94d55 55%,transparent 70%);animation:pulse .9s ease-in-out infinite alternate}
@keyframes pulse{from{transform:scale(1)}to{transform:scale(1.07)}}
.banner{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%) scale(.6);opacity:0;pointer-events:none;padding:clamp(10px,2.4vw,18px) clamp(18px,5vw,40px);border-radius:999px;background:linear-gradient(180deg,#2b1a00ee,#000d);border:2px solid var(--gold);color:var(--gold);font-weight:900;font-size:clamp(1.1rem,5vw,2.4rem);letter-spacing:.06em;text-shadow:0 0 18px #ffc94d88;transition:all .25s;white-space:nowrap}
.banner.show{opacity:1;transform:translate(-50%,-50%) scale(1)}
.controls{display:grid;grid-template-columns:1fr auto;grid-template-areas:"bal win" "bet spin";align-items:center;gap:clamp(8px,2vw,16px);padding:clamp(10px,2vw,16px);border-radius:var(--radius);background:linear-gradient(180deg,var(--panel2),var(--panel));border:1px solid var(--line)}
.stat{display:flex;flex-direction:column;gap:2px;min-width:0}
.stat.bal{grid-area:bal}.stat.win{grid-area:win;text-align:right}.betbox{grid-area:bet}
.spin{justify-self:end}
.sub{font-size:.75rem;color:var(--muted);font-variant-numeric:tabular-nums}
.label{font-size:.7rem;text-transform:uppercase;letter-spacing:.12em;color:var(--muted)}
.value{font-size:clamp(1rem,3.4vw,1.35rem);font-weight:800;font-variant-numeric:tabular-nums;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.win .value{color:var(--gold)}
.stepper{display:flex;align-items:center;gap:8px}
.stepper button{width:34px;height:34px;border-radius:50%;border:1px solid var(--line);background:var(--bg);cursor:pointer;font-size:1.2rem;line-height:1}
.stepper button:disabled{opacity:.35;cursor:not-allowed}
.spin{grid-area:spin;width:clamp(72px,16vw,104px);height:clamp(72px,16vw,104px);border-radius:50%;border:0;cursor:pointer;background:radial-gradient(circle at 50% 35%,#ffe9a8,var(--gold) 45%,var(--gold2));color:#2a1600;font-weight:900;letter-spacing:.08em;font-size:clamp(.85rem,2.4vw,1.05rem);box-shadow:0 8px 0 #a45f00,0 14px 30px #0009;transition:transform .08s,box-shadow .08s}
.spin:active{transform:translateY(4px);box-shadow:0 4px 0 #a45f00,0 8px 18px #0009}
.spin:disabled{filter:grayscale(.6) brightness(.8);cursor:progress}
.free{display:flex;align-items:center;justify-content:center;gap:10px;margin:0 auto;padding:6px 14px;border-radius:999px;background:#ffc94d1a;border:1px solid #ffc94d66;color:var(--gold);font-size:.85rem;font-weight:700}
.free[hidden]{display:none}
.free b{font-variant-numeric:tabular-nums}
.free small{color:var(--muted);font-weight:600}
.spin.freebtn{background:radial-gradient(circle at 50% 35%,#d9ffe9,var(--good) 45%,#168a4e);box-shadow:0 8px 0 #0f5e35,0 14px 30px #0009;color:#042313}
.message{min-height:1.4em;margin:0;text-align:center;color:var(--muted);font-size:.92rem}
.message.error{color:var(--bad)}.message.good{color:var(--gold)}
.foot{display:flex;justify-content:center;gap:16px;flex-wrap:wrap;color:var(--muted);font-size:.78rem}
dialog{max-width:min(680px,calc(100% - 24px));width:100%;max-height:calc(100% - 24px);border:1px solid var(--line);border-radius:var(--radius);background:var(--panel);color:var(--text);padding:0}
dialog::backdrop{background:#000b}
.dlg-head{position:sticky;top:0;display:flex;align-items:center;justify-content:space-between;padding:14px 18px;background:var(--panel2);border-bottom:1px solid var(--line)}
.dlg-head h2{margin:0;font-size:1.1rem}
.dlg-body{padding:16px 18px;display:grid;gap:16px}
.dlg-body p{margin:0;color:var(--muted);line-height:1.5;font-size:.9rem}
.pays{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:10px}
.pay{display:flex;align-items:center;gap:10px;padding:8px;border-radius:12px;background:var(--panel2);border:1px solid var(--line)}
.pay svg{width:44px;height:44px;flex:none;background:#fff;border-radius:10px;padding:4px}
.pay dl{margin:0;display:grid;grid-template-columns:auto auto;gap:0 8px;font-size:.8rem}
.pay dt{color:var(--muted)}.pay dd{margin:0;font-weight:700;text-align:right}
.lines{display:grid;grid-template-columns:repeat(auto-fill,minmax(86px,1fr));gap:8px}
.line{padding:6px;border-radius:10px;background:var(--panel2);border:1px solid var(--line);font-size:.72rem;color:var(--muted);text-align:center}
.line .g{display:grid;grid-template-columns:repeat(${REELS},1fr);gap:2px;margin-bottom:4px}
.line .g i{aspect-ratio:1;border-radius:2px;background:#ffffff14}
.line .g i.on{background:var(--gold)}
@media (min-width:720px){.controls{grid-template-columns:1fr 1fr auto 1fr;grid-template-areas:"bal bet spin win"}.spin{justify-self:center}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;

/** The page's script: browser/'s modules from slot-page.js (demo-game-routes.ts serves them). */
export const SLOT_SCRIPT = browserModules(
  `${GAME_ASSETS_PATH}/slot`,
  'demo-game/browser',
  'slot-page.js',
  [SHARED_MODULES],
);

function paytableHtml(config: SlotPageConfig): string {
  const pays = SYMBOLS.map(
    (s) => `<div class="pay"><svg viewBox="0 0 64 64" aria-hidden="true"><use href="#s-${s}"/></svg>
<div><strong>${escapeHtml(SYMBOL_LABELS[s])}</strong><dl>${PAYS[s]
      .map((p, i) => `<dt>${i + 3}×</dt><dd>${p}</dd>`)
      .join('')}</dl></div></div>`,
  ).join('');
  const lines = PAYLINES.map(
    (rows, n) =>
      `<div class="line"><div class="g" aria-hidden="true">${Array.from(
        { length: ROWS },
        (_, row) => rows.map((r) => `<i${r === row ? ' class="on"' : ''}></i>`).join(''),
      ).join('')}</div>Line ${n + 1}</div>`,
  ).join('');
  return `<dialog id="paytable" aria-labelledby="pt-title">
<div class="dlg-head"><h2 id="pt-title">Paytable and rules</h2><button id="close" class="icon-btn" aria-label="Close">✕</button></div>
<div class="dlg-body">
<p>${REELS} reels, ${ROWS} rows and ${PAYLINES.length} fixed lines. Your bet is shared equally by the lines; a line pays
3, 4 or 5 matching symbols from the leftmost reel, in multiples of the line bet (bet ÷ ${PAYLINES.length}).
The Wild star stands in for every symbol and pays on its own. Each line pays its highest win; wins on
different lines add up. Theoretical return to player: ${escapeHtml(config.rtp)}%.</p>
<div class="pays">${pays}</div>
<h2 class="sr-only">Lines</h2><div class="lines">${lines}</div>
<p>Outcomes are drawn on the server with a cryptographically secure random generator.
${config.mode === 'demo' ? 'This is demo mode: you play with fun money that has no value.' : 'This is real-money play: bets and wins move your main balance (bonus when main cannot cover the bet).'}</p>
</div></dialog>`;
}

/** The slot page's HTML for `config`, with inline parts marked by `nonce`. */
export function slotPage(config: SlotPageConfig, nonce: string): string {
  const cells = Array.from(
    { length: REELS },
    (_, r) =>
      `<div class="reel" role="group" aria-label="Reel ${r + 1}">${'<div class="cell" role="img"></div>'.repeat(ROWS)}</div>`,
  ).join('');
  const client = {
    token: config.token,
    api: config.api,
    mode: config.mode,
    currency: config.currency,
    locale: config.locale,
    balance: config.balance,
    bonus: config.bonus,
    bets: config.bets,
    bet: config.bet,
    reels: REELS,
    rows: ROWS,
    lines: PAYLINES,
    symbols: SYMBOLS,
    labels: SYMBOL_LABELS,
    freeSpins: config.freeSpins ?? null,
    minSpinMs: config.minSpinMs ?? 0,
  };
  const demoNote =
    config.mode === 'demo'
      ? `<span>Demo mode · fun money${config.guest ? ' for this visit' : ''}</span>${config.realHref ? `<a href="${escapeHtml(config.realHref)}" target="_top">Play for real</a>` : ''}`
      : '<span>Real money · play responsibly</span>';
  // The controls come disabled until the script (a file, loaded after the page is painted)
  // listens to them: a press before that would be lost.
  const body = `${symbolSprite()}
<main class="slot">
<header class="top">
<div class="title"><h1>${escapeHtml(config.gameName)}</h1><span>${escapeHtml(config.providerName)}</span></div>
<span class="badge${config.mode === 'demo' ? ' demo' : ''}">${config.mode === 'demo' ? 'DEMO' : 'REAL'}</span>
<button id="info" class="icon-btn" aria-haspopup="dialog" aria-label="Paytable and rules" disabled>i</button>
</header>
<section class="machine" aria-label="Slot machine">
<div class="reels">${cells}</div>
<div id="banner" class="banner" aria-hidden="true"></div>
</section>
<section class="controls" aria-label="Controls">
<div class="stat bal"><span class="label" id="bal-l">${config.mode === 'demo' ? 'Fun money' : 'Real money'}</span><output id="balance" class="value" aria-labelledby="bal-l"></output><small id="bonus" class="sub" hidden></small></div>
<div class="stat betbox"><span class="label" id="bet-l">Bet</span><div class="stepper"><button id="betDown" aria-label="Lower the bet" disabled>−</button><output id="bet" class="value" aria-labelledby="bet-l" aria-live="polite"></output><button id="betUp" aria-label="Raise the bet" disabled>+</button></div></div>
<button id="spin" class="spin" aria-label="Spin" disabled>SPIN</button>
<div class="stat win"><span class="label" id="win-l">Last win</span><output id="lastWin" class="value" aria-labelledby="win-l">—</output></div>
</section>
<p id="free" class="free" role="status" aria-live="polite" hidden><span>Free spins</span><b id="freeCount"></b><small id="freeBet"></small></p>
<p id="message" class="message" role="status" aria-live="polite"></p>
<footer class="foot">${demoNote}<span>RTP ${escapeHtml(config.rtp)}%</span></footer>
</main>
${paytableHtml(config)}
<script type="application/json" id="cfg">${scriptJson(client)}</script>`;
  return pageShell({
    title: `${config.gameName} — ${config.mode === 'demo' ? 'demo' : 'play'}`,
    nonce,
    css: CSS,
    body,
    moduleScript: { src: SLOT_SCRIPT.src(), preloads: SLOT_SCRIPT.preloads() },
    lang: config.locale,
  });
}
