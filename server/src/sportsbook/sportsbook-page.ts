/**
 * The demo sportsbook's page: one HTML document (inline CSS and SVG; its script ES modules of
 * ours, browser/*.js entered at browser/sportsbook-page.js, under the game pages' strict CSP)
 * that works from 320 px phones to desktops. It shows
 * live, upcoming and finished events, polls the feed for scores and moving odds, keeps a bet
 * slip (singles or an accumulator, stake from the main or betting-bonus balance, an odds-change
 * choice) and the player's bets. It talks to the sportsbook API with its game token only.
 * Long on purpose: the page is one inline document under the game pages' CSP; split, it
 * would be one string in pieces.
 */
import { GAME_ASSETS_PATH } from '../demo-game/page-security.ts';
import { SHARED_MODULES } from '../demo-game/shared-modules.ts';
import { pageShell, scriptJson } from '../demo-game/page-shell.ts';
import { escapeHtml } from '../html/index.ts';
import { browserModules } from '../http/browser-modules.ts';
import type { Feed } from './feed.ts';
import { sportsbookSprite } from './sportsbook-art.ts';

/** What the page needs to start (the script's `#cfg` JSON block). */
export interface SportsbookPageConfig {
  /** Game token of a signed-in player; null for a guest (browse only). */
  token: string | null;
  /** Base path of the sportsbook API. */
  api: string;
  currency: string;
  locale: string;
  /** Stake balances as decimal strings (null for a guest). */
  balances: { main: string; betting_bonus: string } | null;
  /** Where a guest signs in (opened in the top window). */
  signInHref: string;
  /** The feed at page load, so the first paint is complete. */
  feed: Feed;
  limits: { minStake: string; maxStake: string; maxSelections: number };
  /**
   * The app around the frame (frame-action protocol, `@croupier/core/games`): the site's
   * origin — the only parent the page obeys and posts to (game pages may only be framed by
   * our own pages) — and the protocol's tag and version.
   */
  host: { origin: string; protocol: string; version: number };
}

const CSS = `
:root{--sb:#1fd286;--sb2:#0fa866;--sbInk:#03240f;--live:#ff4d61;--chip:#182034;--chip2:#1f2942;--up:#2fd17c;--down:#ff6b7a}
body{background:#090d16}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
[hidden]{display:none!important}
svg.i{width:18px;height:18px;flex:none}
.app{width:min(100%,1280px);margin:0 auto;padding:0 12px 104px;display:grid;gap:12px;grid-template-columns:minmax(0,1fr);grid-template-areas:"top" "nav" "main"}
.top{grid-area:top;position:sticky;top:0;z-index:6;display:flex;align-items:center;gap:10px;padding:10px 0 8px;background:#090d16f2;backdrop-filter:blur(8px)}
.brand{display:flex;align-items:center;gap:10px;min-width:0;flex:1}
.logo{width:36px;height:36px;border-radius:11px;display:grid;place-items:center;background:linear-gradient(145deg,var(--sb),#0b7a4b);color:var(--sbInk);box-shadow:0 6px 18px #1fd28633}
.logo svg{width:22px;height:22px}
.brand h1{margin:0;font-size:1.08rem;letter-spacing:.01em;white-space:nowrap}
.brand small{display:block;color:var(--muted);font-size:.72rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.wallet{display:flex;gap:6px;align-items:center}
.pill{display:flex;flex-direction:column;align-items:flex-end;padding:5px 10px;border-radius:12px;background:var(--chip);border:1px solid var(--line);line-height:1.15}
.pill span{font-size:.62rem;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
.pill b{font-size:.86rem;font-variant-numeric:tabular-nums}
.pill.bonus b{color:var(--gold)}
.signin{padding:9px 14px;border-radius:999px;background:var(--sb);color:var(--sbInk);font-weight:800;text-decoration:none;font-size:.85rem;white-space:nowrap}
.nav{grid-area:nav;display:grid;gap:10px;min-width:0}
.tabs{display:flex;gap:4px;padding:4px;border-radius:14px;background:var(--panel);border:1px solid var(--line);overflow-x:auto;scrollbar-width:none}
.tabs::-webkit-scrollbar,.sports::-webkit-scrollbar{display:none}
.tab{flex:1 0 auto;display:flex;align-items:center;justify-content:center;gap:6px;padding:9px 12px;border:0;border-radius:10px;background:none;color:var(--muted);font-weight:700;font-size:.86rem;cursor:pointer;white-space:nowrap}
.tab[aria-selected=true]{background:var(--chip2);color:var(--text);box-shadow:inset 0 -2px 0 var(--sb)}
.count{min-width:20px;padding:1px 6px;border-radius:999px;background:#ffffff14;font-size:.7rem;font-variant-numeric:tabular-nums}
.tab .dot{width:7px;height:7px;border-radius:50%;background:var(--live);box-shadow:0 0 0 3px #ff4d6133;animation:blink 1.4s infinite}
@keyframes blink{50%{opacity:.35}}
.sports{display:flex;gap:8px;overflow-x:auto;scrollbar-width:none;padding-bottom:2px}
.sport{display:flex;align-items:center;gap:7px;padding:8px 13px;border-radius:999px;border:1px solid var(--line);background:var(--chip);color:var(--text);font-size:.84rem;font-weight:600;cursor:pointer;white-space:nowrap}
.sport[aria-pressed=true]{background:var(--sb);border-color:var(--sb);color:var(--sbInk)}
.sport .count{background:#0000001f}
.main{grid-area:main;display:grid;gap:14px;min-width:0;align-content:start}
.league{display:grid;gap:8px}
.league h2{display:flex;align-items:center;gap:8px;margin:4px 2px 0;font-size:.78rem;font-weight:700;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
.league h2 svg{color:var(--sb)}
.ev{display:grid;gap:10px;padding:12px;border-radius:14px;background:linear-gradient(180deg,var(--panel2),var(--panel));border:1px solid var(--line)}
.ev-head{display:flex;align-items:center;gap:8px;font-size:.74rem;color:var(--muted);min-height:20px;min-width:0}
.ev-league{display:flex;align-items:center;gap:6px;margin-left:auto;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ev-league svg{width:14px;height:14px;color:var(--sb)}
.live-tag{display:inline-flex;align-items:center;gap:5px;padding:2px 7px;border-radius:6px;background:#ff4d611f;color:var(--live);font-weight:800;letter-spacing:.06em}
.live-tag::before{content:"";width:6px;height:6px;border-radius:50%;background:var(--live);animation:blink 1.4s infinite}
.clock{color:var(--text);font-weight:700;font-variant-numeric:tabular-nums}
.when{color:var(--text);font-weight:600}
.state-tag{padding:2px 7px;border-radius:6px;background:#ffffff12;font-weight:700}
.state-tag.off{background:#ffc94d1f;color:var(--gold)}
.ev-body{display:grid;gap:10px}
.teams{display:grid;gap:4px;min-width:0}
.team{display:flex;align-items:center;gap:8px;font-weight:650;font-size:.95rem;min-width:0}
.team .nm{flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.team .sc{font-variant-numeric:tabular-nums;font-weight:800;min-width:22px;text-align:right}
.team .sets{display:flex;gap:6px;color:var(--muted);font-variant-numeric:tabular-nums;font-size:.82rem}
.team .sets i{font-style:normal;min-width:10px;text-align:center}
.team .sets i.cur{color:var(--gold)}
.team.lead .sc{color:var(--sb)}
.mkts{display:grid;gap:8px}
.mkt{display:grid;gap:5px}
.mkt-name{font-size:.68rem;color:var(--muted);text-transform:uppercase;letter-spacing:.09em}
.odds{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:6px}
.odd{position:relative;min-width:0;display:flex;align-items:center;justify-content:space-between;gap:6px;min-height:42px;padding:7px 10px;border-radius:10px;border:1px solid var(--line);background:var(--chip);cursor:pointer;text-align:left;transition:background .15s,border-color .15s}
.odd:hover{border-color:#3b4a72;background:var(--chip2)}
.odd .lb{font-size:.74rem;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.odd .pr{font-weight:800;font-variant-numeric:tabular-nums;font-size:.95rem;color:var(--text)}
.odd[aria-pressed=true]{background:var(--sb);border-color:var(--sb)}
.odd[aria-pressed=true] .lb,.odd[aria-pressed=true] .pr{color:var(--sbInk)}
.odd.up .pr{color:var(--up)}.odd.down .pr{color:var(--down)}
.odd.up::after,.odd.down::after{position:absolute;top:3px;right:4px;font-size:.55rem}
.odd.up::after{content:"▲";color:var(--up)}.odd.down::after{content:"▼";color:var(--down)}
.odd[aria-pressed=true].up .pr,.odd[aria-pressed=true].down .pr{color:var(--sbInk)}
.odd:disabled{cursor:not-allowed;opacity:.55;justify-content:center}
.odd:disabled svg{width:14px;height:14px;color:var(--muted)}
.result{display:flex;align-items:center;justify-content:space-between;padding:8px 10px;border-radius:10px;background:#ffffff08;font-size:.82rem;color:var(--muted)}
.result b{color:var(--text);font-variant-numeric:tabular-nums}
.empty{padding:36px 16px;border-radius:14px;border:1px dashed var(--line);text-align:center;color:var(--muted)}
.empty b{display:block;color:var(--text);margin-bottom:4px;font-size:1rem}
@media (min-width:640px){
.ev-body{grid-template-columns:minmax(0,1fr) minmax(250px,1.15fr);align-items:center;gap:14px}
.mkts{grid-template-columns:1fr;}
}
@media (min-width:1100px){.ev-body{grid-template-columns:minmax(150px,1fr) minmax(0,1.25fr) minmax(0,1fr)}.mkts{display:contents}.mkt-name{display:none}.mkt{align-self:center}}
.slip{position:fixed;inset:auto 0 0 0;z-index:20;max-height:calc(var(--vh) * .88);display:flex;flex-direction:column;border-radius:20px 20px 0 0;background:var(--panel);border:1px solid var(--line);box-shadow:0 -20px 60px #000c;transform:translateY(105%);transition:transform .25s ease;visibility:hidden}
.slip.open{transform:none;visibility:visible}
.scrim{position:fixed;inset:0;z-index:19;background:#000a;opacity:0;pointer-events:none;transition:opacity .2s}
.scrim.open{opacity:1;pointer-events:auto}
.slip-head{display:flex;align-items:center;gap:10px;padding:14px 16px;border-bottom:1px solid var(--line)}
.slip-head h2{margin:0;font-size:1rem;display:flex;align-items:center;gap:8px;flex:1}
.slip-head h2 .count{background:var(--sb);color:var(--sbInk);font-weight:800}
.linkbtn{border:0;background:none;color:var(--muted);cursor:pointer;font-size:.8rem;text-decoration:underline;padding:4px}
.iconbtn{width:34px;height:34px;display:grid;place-items:center;border-radius:50%;border:1px solid var(--line);background:var(--chip);cursor:pointer;color:var(--text)}
.iconbtn svg{width:16px;height:16px}
.slip-body{overflow-y:auto;padding:12px 16px 16px;display:grid;gap:12px;align-content:start}
.seg{display:grid;grid-template-columns:1fr 1fr;gap:4px;padding:4px;border-radius:12px;background:var(--bg);border:1px solid var(--line)}
.seg button{padding:8px;border:0;border-radius:9px;background:none;color:var(--muted);font-weight:700;cursor:pointer;font-size:.85rem}
.seg button[aria-pressed=true]{background:var(--chip2);color:var(--text)}
.seg button:disabled{opacity:.4;cursor:not-allowed}
.sels{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.sel{display:grid;grid-template-columns:1fr auto auto;gap:2px 10px;align-items:center;padding:10px 10px 10px 12px;border-radius:12px;background:var(--panel2);border:1px solid var(--line)}
.sel .o{font-weight:750;font-size:.9rem;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sel .m{grid-column:1;font-size:.74rem;color:var(--muted);min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sel .p{grid-row:1/3;grid-column:2;font-weight:800;font-variant-numeric:tabular-nums;color:var(--sb)}
.sel .rm{grid-row:1/3;grid-column:3;width:28px;height:28px;border:0;border-radius:50%;background:#ffffff0d;color:var(--muted);cursor:pointer;display:grid;place-items:center}
.sel .rm svg{width:14px;height:14px}
.sel .warn{grid-column:1/4;font-size:.74rem;color:var(--gold);display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.sel .warn.bad{color:var(--bad)}
.sel.changed{border-color:#ffc94d77}
.sel.closed{border-color:#ff5d6c77;opacity:.8}
.sel .warn button{border:1px solid #ffc94d77;background:#ffc94d14;color:var(--gold);border-radius:999px;padding:2px 10px;cursor:pointer;font-size:.72rem;font-weight:700}
.field{display:grid;gap:6px}
.field>span,.field>label{font-size:.72rem;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
.stake{display:flex;align-items:center;gap:8px;padding:0 12px;border-radius:12px;background:var(--bg);border:1px solid var(--line)}
.stake:focus-within{border-color:var(--sb)}
.stake input{flex:1;min-width:0;padding:12px 0;border:0;background:none;color:var(--text);font:inherit;font-size:1.1rem;font-weight:800;font-variant-numeric:tabular-nums;outline:none}
.stake em{font-style:normal;color:var(--muted);font-weight:700}
.quick{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}
.quick button{padding:7px 0;border-radius:9px;border:1px solid var(--line);background:var(--chip);color:var(--text);font-weight:700;font-size:.8rem;cursor:pointer}
.quick button:hover{border-color:var(--sb)}
.from{display:grid;grid-template-columns:1fr 1fr;gap:6px}
.from label{display:grid;gap:2px;padding:9px 11px;border-radius:11px;border:1px solid var(--line);background:var(--chip);cursor:pointer}
.from label:has(input:checked){border-color:var(--sb);background:#1fd28614;box-shadow:inset 0 0 0 1px var(--sb)}
.from input{position:absolute;opacity:0;pointer-events:none}
.from b{font-size:.8rem}.from small{color:var(--muted);font-variant-numeric:tabular-nums;font-size:.78rem}
.from label:has(input:focus-visible){outline:3px solid var(--gold);outline-offset:2px}
select{width:100%;padding:11px 12px;border-radius:12px;border:1px solid var(--line);background:var(--bg);color:var(--text);font:inherit;font-size:.88rem}
.sum{display:grid;gap:6px;padding:12px;border-radius:12px;background:var(--bg);border:1px solid var(--line);font-size:.86rem}
.sum div{display:flex;justify-content:space-between;gap:8px;color:var(--muted)}
.sum b{color:var(--text);font-variant-numeric:tabular-nums}
.sum .win b{color:var(--sb);font-size:1.05rem}
.place{width:100%;padding:14px;border:0;border-radius:13px;background:linear-gradient(180deg,var(--sb),var(--sb2));color:var(--sbInk);font-weight:900;font-size:1rem;cursor:pointer;box-shadow:0 10px 24px #1fd28630}
.place:disabled{filter:grayscale(.7) brightness(.7);cursor:not-allowed;box-shadow:none}
.msg{margin:0;font-size:.84rem;min-height:1.2em;color:var(--muted)}
.msg.error{color:var(--bad)}.msg.good{color:var(--sb)}
.receipt{display:grid;gap:8px;justify-items:center;text-align:center;padding:18px 8px}
.receipt .tick{width:52px;height:52px;border-radius:50%;display:grid;place-items:center;background:#1fd28622;color:var(--sb)}
.receipt .tick svg{width:28px;height:28px}
.receipt p{margin:0;color:var(--muted);font-size:.88rem}
.slip-empty{display:grid;gap:8px;justify-items:center;text-align:center;padding:26px 10px;color:var(--muted);font-size:.88rem}
.slip-empty svg{width:40px;height:40px;color:#3b4a72}
.slip-guest{padding:12px;border-radius:12px;background:#ffc94d12;border:1px solid #ffc94d44;font-size:.85rem;color:var(--text);display:grid;gap:10px;justify-items:start}
.bar{position:fixed;left:12px;right:12px;bottom:12px;z-index:18;display:flex;align-items:center;gap:12px;padding:10px 12px 10px 16px;border-radius:16px;border:0;background:linear-gradient(180deg,var(--sb),var(--sb2));color:var(--sbInk);font-weight:800;cursor:pointer;box-shadow:0 14px 34px #000b;text-align:left}
.bar[hidden]{display:none}
.bar .bn{display:grid;place-items:center;min-width:28px;height:28px;padding:0 8px;border-radius:999px;background:var(--sbInk);color:var(--sb);font-size:.85rem}
.bar .bt{flex:1;display:grid;line-height:1.2}
.bar .bt small{font-weight:700;opacity:.75;font-size:.74rem}
.bar .go{padding:8px 14px;border-radius:999px;background:#03240f22;font-size:.85rem}
.bets{display:grid;gap:10px}
.bet{display:grid;gap:10px;padding:12px;border-radius:14px;background:linear-gradient(180deg,var(--panel2),var(--panel));border:1px solid var(--line)}
.bet-head{display:flex;align-items:center;gap:8px;font-size:.8rem;color:var(--muted)}
.bet-head b{color:var(--text);font-size:.9rem;white-space:nowrap}
.bet-head time{margin-left:auto;font-size:.74rem;white-space:nowrap}
.st{padding:2px 9px;border-radius:999px;font-weight:800;font-size:.7rem;letter-spacing:.06em;text-transform:uppercase}
.st.open{background:#7c5cff26;color:#b7a6ff}.st.won{background:#1fd28626;color:var(--sb)}.st.lost{background:#ff5d6c22;color:var(--bad)}.st.void{background:#ffffff14;color:var(--muted)}
.legs{display:grid;gap:6px;margin:0;padding:0;list-style:none}
.leg{display:grid;grid-template-columns:10px 1fr auto;gap:2px 10px;align-items:center;font-size:.84rem}
.leg i{width:8px;height:8px;border-radius:50%;background:#7c5cff;grid-row:1/3}
.leg i.won{background:var(--sb)}.leg i.lost{background:var(--bad)}.leg i.void{background:var(--muted)}
.leg .o{font-weight:700;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.leg .e{grid-column:2;color:var(--muted);font-size:.76rem;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.leg .p{grid-row:1/3;grid-column:3;font-weight:800;font-variant-numeric:tabular-nums}
.bet-foot{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;padding-top:10px;border-top:1px solid var(--line)}
.bet-foot div{display:grid;gap:1px}
.bet-foot span{font-size:.66rem;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
.bet-foot b{font-variant-numeric:tabular-nums;font-size:.9rem}
.bet-foot .pay b{color:var(--sb)}
.filters{display:flex;gap:6px}
.more{justify-self:center;padding:10px 18px;border-radius:999px;border:1px solid var(--line);background:var(--chip);color:var(--text);font-weight:700;cursor:pointer}
.foot{grid-column:1/-1;color:var(--muted);font-size:.74rem;text-align:center;padding:8px 0 0}
@media (min-width:960px){
.app{grid-template-columns:minmax(0,1fr) 350px;grid-template-areas:"top top" "nav slip" "main slip";padding:0 20px 24px;align-items:start;column-gap:18px}
.slip{grid-area:slip;position:sticky;top:66px;inset:auto;max-height:calc(var(--vh) - 80px);border-radius:18px;transform:none;visibility:visible;box-shadow:0 20px 50px #0007;transition:none}
.slip .close{display:none}
.scrim,.bar{display:none!important}
}
.carried .place,.carried-open .bar{display:none!important}
html{--vt:0px;--vh:100vh}
.sized,.sized body{overflow:hidden}
.sized body{min-height:0}
.sized .top{position:static}
@media (max-width:959px){
.sized .bar{position:absolute;bottom:auto;top:calc(var(--vt) + var(--vh) - 12px);transform:translateY(-100%)}
.sized .slip{position:absolute;bottom:auto;top:calc(var(--vt) + var(--vh));transform:translateY(5%)}
.sized .slip.open{transform:translateY(-100%)}
.sized .scrim{position:absolute;top:var(--vt);bottom:auto;height:var(--vh)}
}
@media (min-width:960px){.sized .slip{top:calc(var(--vt) + 12px);max-height:calc(var(--vh) - 24px)}}
html.light{color-scheme:light;--bg:#f4f6fb;--panel:#fff;--panel2:#f8fafd;--line:#d5dcea;--text:#141b2d;--muted:#56627f;--gold:#8a5a00;--bad:#c42636;--sb:#0a7d4d;--sb2:#086a41;--sbInk:#fff;--live:#c8283a;--chip:#eef2f8;--chip2:#e1e7f2;--up:#0a7d4d;--down:#c42636}
html.light,html.light body{background:var(--bg)}
html.light .top{background:#f4f6fbf2}
html.light .count,html.light .state-tag,html.light .result,html.light .sel .rm{background:#0000000d}
html.light .odd:hover{border-color:#9fb0d3}
html.light .slip{box-shadow:0 -12px 40px #0003}
html.light .bar{box-shadow:0 10px 24px #0003}
html.light .logo{color:#fff}
html.light .slip-empty svg{color:#9fb0d3}
html.light .st.open{color:#5a3fd1}
html.light .slip-head h2 .count{background:var(--sb)}
@media (min-width:960px){html.light .slip{box-shadow:0 10px 30px #0001}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;

/** The page's script: browser/'s modules from sportsbook-page.js (sportsbook-routes.ts serves them). */
export const SPORTSBOOK_SCRIPT = browserModules(
  `${GAME_ASSETS_PATH}/sportsbook`,
  'sportsbook/browser',
  'sportsbook-page.js',
  [SHARED_MODULES],
);

/** The sportsbook page's HTML for `config`, with inline parts marked by `nonce`. */
export function sportsbookPage(config: SportsbookPageConfig, nonce: string): string {
  const body = `${sportsbookSprite()}
<div class="app" id="app">
<header class="top">
<div class="brand"><div class="logo" aria-hidden="true"><svg viewBox="0 0 24 24"><use href="#i-fb"/></svg></div>
<div><h1>Sportsbook</h1><small>Demo book · live odds · ${escapeHtml(config.currency)}</small></div></div>
<div class="wallet" id="wallet" aria-live="polite"></div>
</header>
<nav class="nav" aria-label="Events">
<div class="tabs" id="tabs" role="tablist"></div>
<div class="sports" id="sports" aria-label="Sports"></div>
</nav>
<main class="main" id="main" aria-live="off"></main>
<div class="scrim" id="scrim"></div>
<aside class="slip" id="slip" aria-labelledby="slipTitle">
<div class="slip-head"><h2 id="slipTitle">Bet slip <span class="count" id="slipCount">0</span></h2>
<button class="linkbtn" id="clear" hidden>Clear all</button>
<button class="iconbtn close" id="closeSlip" aria-label="Close the bet slip"><svg aria-hidden="true"><use href="#i-x"/></svg></button></div>
<div class="slip-body" id="slipBody"></div>
</aside>
<button class="bar" id="bar" hidden aria-controls="slip"><span class="bn" id="barCount">0</span><span class="bt" id="barText"></span><span class="go">Open</span></button>
<p class="foot">Demo sportsbook: fictional teams, scripted matches, real balances. Odds update every few seconds. Play responsibly.</p>
</div>
<script type="application/json" id="cfg">${scriptJson(config)}</script>`;
  return pageShell({
    title: 'Sportsbook',
    nonce,
    css: CSS,
    body,
    moduleScript: { src: SPORTSBOOK_SCRIPT.src(), preloads: SPORTSBOOK_SCRIPT.preloads() },
    lang: config.locale,
  });
}
