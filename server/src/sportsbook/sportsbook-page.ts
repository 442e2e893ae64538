/**
 * The demo sportsbook's page: one self-contained HTML document (inline CSS, JS and SVG, nothing
 * external, the game pages' strict CSP) that works from 320 px phones to desktops. It shows
 * live, upcoming and finished events, polls the feed for scores and moving odds, keeps a bet
 * slip (singles or an accumulator, stake from the main or betting-bonus balance, an odds-change
 * choice) and the player's bets. It talks to the sportsbook API with its game token only.
 * Long on purpose: the page is one inline document under the game pages' CSP; split, it
 * would be one string in pieces.
 */
import { pageShell, scriptJson } from '../demo-game/page-shell.ts';
import { escapeHtml } from '../html/index.ts';
import type { Feed } from './feed.ts';
import { sportsbookSprite } from './sportsbook-art.ts';

/** What the page needs to start. */
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

const SCRIPT = String.raw`
(function(){
'use strict';
const C=JSON.parse(document.getElementById('cfg').textContent);
const $=(id)=>document.getElementById(id);
const esc=(s)=>String(s).replace(/[&<>"']/g,(c)=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]));
let fmt;try{fmt=new Intl.NumberFormat(C.locale,{style:'currency',currency:C.currency,minimumFractionDigits:2,maximumFractionDigits:2})}catch(e){fmt={format:(n)=>n.toFixed(2)+' '+C.currency}}
const money=(v)=>fmt.format(Number(v));
let timeFmt,dayFmt,shortFmt;try{timeFmt=new Intl.DateTimeFormat(C.locale,{hour:'2-digit',minute:'2-digit'});dayFmt=new Intl.DateTimeFormat(C.locale,{weekday:'short',day:'numeric',month:'short'});shortFmt=new Intl.DateTimeFormat(C.locale,{day:'numeric',month:'short',hour:'2-digit',minute:'2-digit'})}catch(e){timeFmt=dayFmt=shortFmt={format:(d)=>d.toISOString().slice(0,16).replace('T',' ')}}
const SPORT_NAMES={};C.feed.sports.forEach((s)=>{SPORT_NAMES[s.code]=s.name});
const S={feed:C.feed,skew:Date.parse(C.feed.now)-Date.now(),prev:new Map(),moves:new Map(),tab:'live',sport:'all',
 slip:[],type:'single',stake:'10',balance:'main',accept:'higher',busy:false,receipt:null,msg:'',msgKind:'',
 balances:C.balances,bets:{filter:'open',items:[],total:0,loaded:false},sheet:false};
if(!S.feed.events.some((e)=>e.status==='live'))S.tab='upcoming';
const serverNow=()=>Date.now()+S.skew;
const keyOf=(e,m,o)=>e+'|'+m+'|'+o;
function icon(id,cls){return '<svg class="'+(cls||'i')+'" aria-hidden="true"><use href="#i-'+id+'"/></svg>'}
function api(path,payload){
 const init=payload===undefined?{method:'GET',cache:'no-store',credentials:'omit'}:{method:'POST',cache:'no-store',credentials:'omit',headers:{'content-type':'text/plain;charset=UTF-8'},body:JSON.stringify(payload)};
 return fetch(C.api+path,init).then((res)=>res.json().catch(()=>null).then((body)=>({status:res.status,body})),()=>({status:0,body:null}));
}
function whenText(iso){
 const t=Date.parse(iso);const d=t-serverNow();
 if(d<=0)return 'Starting';
 if(d<3600e3)return 'in '+Math.max(1,Math.round(d/60e3))+' min';
 const a=new Date(t),n=new Date(serverNow());
 const sameDay=a.toDateString()===n.toDateString();
 return sameDay?timeFmt.format(a):dayFmt.format(a)+' '+timeFmt.format(a);
}
function eventsOf(status){return S.feed.events.filter((e)=>(status==='results'?(e.status==='finished'||e.status==='cancelled'):e.status===status)&&(S.sport==='all'||e.sport===S.sport))}
function eventById(id){return S.feed.events.find((e)=>e.id===id)}
function outcomeOf(ev,m,o){if(!ev)return null;const mk=ev.markets.find((x)=>x.id===m);if(!mk)return null;const oc=mk.outcomes.find((x)=>x.id===o);return oc?{market:mk,outcome:oc}:null}
function selected(k){return S.slip.some((s)=>s.key===k)}
function note(text,kind){S.msg=text||'';S.msgKind=kind||''}

function absorbFeed(feed){
 const now=Date.now();
 feed.events.forEach((e)=>e.markets.forEach((m)=>m.outcomes.forEach((o)=>{
  const k=keyOf(e.id,m.id,o.id);const before=S.prev.get(k);
  if(before&&o.odds&&before!==o.odds)S.moves.set(k,{dir:Number(o.odds)>Number(before)?'up':'down',until:now+5000});
  if(o.odds)S.prev.set(k,o.odds);
 })));
 S.feed=feed;S.skew=Date.parse(feed.now)-Date.now();
 S.slip.forEach((s)=>{const f=outcomeOf(eventById(s.event_id),s.market,s.outcome);
  if(!f||f.market.suspended||!f.outcome.odds){s.closed=true;return}
  s.closed=false;s.current=f.outcome.odds;s.live=eventById(s.event_id).status==='live'});
}

function oddButton(ev,m,o){
 const k=keyOf(ev.id,m.id,o.id);
 if(m.suspended||!o.odds)return '<button class="odd" disabled aria-label="'+esc(o.name)+': suspended">'+icon('lock')+'</button>';
 const mv=S.moves.get(k);const dir=mv&&mv.until>Date.now()?' '+mv.dir:'';
 const label=m.id==='total'?(o.id==='over'?'O ':'U ')+m.line:o.id;
 return '<button class="odd'+dir+'" data-k="'+esc(k)+'" aria-pressed="'+selected(k)+'" aria-label="'+esc(label+' '+o.odds+' — '+o.name+', '+m.name)+'"><span class="lb">'+esc(label)+'</span><span class="pr">'+esc(o.odds)+'</span></button>';
}
function teamRow(ev,side){
 const sc=ev.score?ev.score[side]:null;const other=ev.score?ev.score[side==='home'?'away':'home']:null;
 let sets='';
 if(ev.sets){const done=ev.score.home+ev.score.away;sets='<span class="sets">'+ev.sets.map((g,i)=>'<i'+(i>=done?' class="cur"':'')+'>'+g[side==='home'?0:1]+'</i>').join('')+'</span>'}
 const lead=sc!==null&&sc>other;
 return '<div class="team'+(lead?' lead':'')+'"><span class="nm">'+esc(ev[side])+'</span>'+sets+(sc!==null?'<span class="sc">'+sc+'</span>':'')+'</div>';
}
function eventCard(ev,withLeague){
 let head;
 if(ev.status==='live')head='<span class="live-tag">LIVE</span><span class="clock">'+esc(ev.clock||'')+'</span>';
 else if(ev.status==='upcoming')head='<span class="when">'+esc(whenText(ev.starts_at))+'</span>';
 else if(ev.status==='cancelled')head='<span class="state-tag off">Postponed · bets void</span>';
 else head='<span class="state-tag">Full time</span>';
 let body='<div class="teams">'+teamRow(ev,'home')+teamRow(ev,'away')+'</div>';
 if(ev.markets.length){
  body+='<div class="mkts">'+ev.markets.map((m)=>'<div class="mkt"><span class="mkt-name">'+esc(m.name)+'</span><div class="odds">'+m.outcomes.map((o)=>oddButton(ev,m,o)).join('')+'</div></div>').join('')+'</div>';
 } else if(ev.status==='finished'){
  body+='<div class="result"><span>Result</span><b>'+esc(ev.result||'')+'</b></div>';
 } else if(ev.status==='cancelled'){
  body+='<div class="result"><span>Called off</span><b>Stakes refunded</b></div>';
 }
 if(withLeague)head+='<span class="ev-league">'+icon(ev.sport)+esc(ev.league)+'</span>';
 return '<article class="ev" aria-label="'+esc(ev.home+' v '+ev.away)+'"><div class="ev-head">'+head+'</div><div class="ev-body">'+body+'</div></article>';
}
function renderSports(){
 const pool=S.tab==='bets'?[]:S.feed.events.filter((e)=>S.tab==='results'?(e.status==='finished'||e.status==='cancelled'):e.status===S.tab);
 const chips=[{code:'all',name:'All',n:pool.length}].concat(C.feed.sports.map((s)=>({code:s.code,name:s.name,n:pool.filter((e)=>e.sport===s.code).length})));
 $('sports').hidden=S.tab==='bets';
 $('sports').innerHTML=chips.map((c)=>'<button class="sport" data-sport="'+c.code+'" aria-pressed="'+(S.sport===c.code)+'">'+icon(c.code)+esc(c.name)+'<span class="count">'+c.n+'</span></button>').join('');
}
function renderTabs(){
 const live=S.feed.events.filter((e)=>e.status==='live').length;
 const open=S.bets.loaded?S.bets.openCount:null;
 const tabs=[['live','Live',live],['upcoming','Upcoming',null],['results','Results',null],['bets','My bets',open]];
 $('tabs').innerHTML=tabs.map((t)=>'<button class="tab" role="tab" data-tab="'+t[0]+'" aria-selected="'+(S.tab===t[0])+'">'+(t[0]==='live'&&live?'<span class="dot"></span>':'')+t[1]+(t[2]?'<span class="count">'+t[2]+'</span>':'')+'</button>').join('');
}
function renderEvents(){
 const list=eventsOf(S.tab==='results'?'results':S.tab);
 if(S.tab==='results')list.reverse();
 if(!list.length){
  const what={live:['Nothing live right now','New matches kick off every few minutes — check Upcoming.'],upcoming:['No upcoming events','Try another sport.'],results:['No results yet','Finished matches appear here.']}[S.tab];
  return '<div class="empty"><b>'+what[0]+'</b>'+what[1]+'</div>';
 }
 // Upcoming reads best in kick-off order; live and results by league, as scoreboards do.
 if(S.tab==='upcoming'){
  const days=[];list.forEach((e)=>{const d=new Date(Date.parse(e.starts_at));const label=d.toDateString()===new Date(serverNow()).toDateString()?'Today':dayFmt.format(d);if(!days.length||days[days.length-1].label!==label)days.push({label,items:[]});days[days.length-1].items.push(e)});
  return days.map((d)=>'<section class="league"><h2>'+esc(d.label)+'</h2>'+d.items.map((e)=>eventCard(e,true)).join('')+'</section>').join('');
 }
 const groups=[];const byLeague=new Map();
 list.forEach((e)=>{const k=e.sport+'|'+e.league;if(!byLeague.has(k)){const g={sport:e.sport,league:e.league,country:e.country,items:[]};byLeague.set(k,g);groups.push(g)}byLeague.get(k).items.push(e)});
 return groups.map((g)=>'<section class="league"><h2>'+icon(g.sport)+esc(SPORT_NAMES[g.sport]+' · '+g.league)+'</h2>'+g.items.map((e)=>eventCard(e,false)).join('')+'</section>').join('');
}
function betCard(b){
 const legs=b.selections.map((s)=>'<li class="leg"><i class="'+s.status+'"></i><span class="o">'+esc(s.outcome_name)+' <small>· '+esc(s.market_name)+'</small></span><span class="e">'+esc(s.home+' v '+s.away)+(s.result?' · '+esc(s.result):'')+'</span><span class="p">'+esc(s.odds)+'</span></li>').join('');
 const paid=b.payout===null?'<div><span>Potential win</span><b>'+money(b.potential_win)+'</b></div>':'<div class="pay"><span>'+(b.status==='void'?'Refunded':'Paid')+'</span><b>'+money(b.payout)+'</b></div>';
 const when=new Date(b.placed_at);
 return '<article class="bet"><div class="bet-head"><span class="st '+b.status+'">'+b.status+'</span><b>'+(b.type==='single'?'Single':'Accumulator ×'+b.selections.length)+'</b><time datetime="'+esc(b.placed_at)+'">'+esc(shortFmt.format(when))+'</time></div><ul class="legs">'+legs+'</ul><div class="bet-foot"><div><span>Stake'+(b.balance_type==='betting_bonus'?' (bonus)':'')+'</span><b>'+money(b.stake)+'</b></div><div><span>Odds</span><b>'+esc(b.odds)+'</b></div>'+paid+'</div></article>';
}
function renderBets(){
 if(!C.token)return '<div class="empty"><b>Sign in to see your bets</b><a class="signin" href="'+esc(C.signInHref)+'" target="_top">Sign in</a></div>';
 const f=S.bets.filter;
 let html='<div class="filters sports">'+[['open','Open'],['settled','Settled']].map((x)=>'<button class="sport" data-filter="'+x[0]+'" aria-pressed="'+(f===x[0])+'">'+x[1]+'</button>').join('')+'</div>';
 if(!S.bets.loaded)return html+'<div class="empty">Loading your bets…</div>';
 if(!S.bets.items.length)return html+'<div class="empty"><b>'+(f==='open'?'No open bets':'No settled bets yet')+'</b>'+(f==='open'?'Pick some odds and place a bet.':'Settled bets appear here after the final whistle.')+'</div>';
 html+='<div class="bets">'+S.bets.items.map(betCard).join('')+'</div>';
 if(S.bets.items.length<S.bets.total)html+='<button class="more" id="more">Show more</button>';
 return html;
}
function renderMain(){
 const focus=document.activeElement&&document.activeElement.dataset?document.activeElement.dataset.k:null;
 $('main').innerHTML=S.tab==='bets'?renderBets():renderEvents();
 if(focus){const el=$('main').querySelector('[data-k="'+CSS.escape(focus)+'"]');if(el)el.focus()}
}
function potential(){
 const stake=Number(S.stake);if(!(stake>0)||!S.slip.length)return {stake:0,odds:null,win:0};
 const odds=S.slip.map((s)=>Number(s.current||s.odds));
 if(S.type==='accumulator'){const total=odds.reduce((a,b)=>a*b,1);return {stake,odds:total,win:Math.floor(stake*total*100+1e-6)/100}}
 return {stake:stake*odds.length,odds:null,win:odds.reduce((a,o)=>a+Math.floor(stake*o*100+1e-6)/100,0)};
}
function placeBlocked(){return S.busy||S.slip.some((s)=>s.closed)||!(Number(S.stake)>0)}
function placeLabel(){return S.busy?'Placing…':'Place bet'+(S.type==='single'&&S.slip.length>1?'s':'')+' · '+money(potential().stake)}
function accaAllowed(){return S.slip.length>=2&&new Set(S.slip.map((s)=>s.event_id)).size===S.slip.length}
function renderSlip(){
 if(S.type==='accumulator'&&!accaAllowed())S.type='single';
 $('slipCount').textContent=S.slip.length;
 let body='';
 if(S.receipt){
  body='<div class="receipt"><div class="tick">'+icon('check','')+'</div><b>'+esc(S.receipt.title)+'</b><p>'+esc(S.receipt.text)+'</p><button class="more" id="again">Continue betting</button></div>';
 } else if(!S.slip.length){
  body='<div class="slip-empty">'+icon('slip','')+'<b>Your bet slip is empty</b>Tap the odds of any event to add a selection.</div>';
 } else {
  body+='<div class="seg" role="group" aria-label="Bet type"><button data-type="single" aria-pressed="'+(S.type==='single')+'">Single'+(S.slip.length>1?'s ('+S.slip.length+')':'')+'</button><button data-type="accumulator" aria-pressed="'+(S.type==='accumulator')+'"'+(accaAllowed()?'':' disabled title="Two or more selections from different events"')+'>Accumulator</button></div>';
  body+='<ul class="sels">'+S.slip.map((s)=>{
   const changed=!s.closed&&s.current&&s.current!==s.odds;
   let warn='';
   if(s.closed)warn='<span class="warn bad">Betting on this selection is closed — remove it</span>';
   else if(changed)warn='<span class="warn">Odds changed '+esc(s.odds)+' → '+esc(s.current)+'<button data-accept="'+esc(s.key)+'">Accept</button></span>';
   return '<li class="sel'+(s.closed?' closed':changed?' changed':'')+'"><span class="o">'+esc(s.name)+'</span><span class="m">'+esc(s.marketName+' · '+s.eventName)+(s.live?' · LIVE':'')+'</span><span class="p">'+esc(s.current||s.odds)+'</span><button class="rm" data-remove="'+esc(s.key)+'" aria-label="Remove '+esc(s.name)+'">'+icon('x','')+'</button>'+warn+'</li>'}).join('')+'</ul>';
  if(!C.token){
   body+='<div class="slip-guest">Sign in to place bets with your balance.<a class="signin" href="'+esc(C.signInHref)+'" target="_top">Sign in</a></div>';
  } else {
   const p=potential();
   body+='<div class="field"><label for="stake">'+(S.type==='single'&&S.slip.length>1?'Stake per bet':'Stake')+'</label><div class="stake"><input id="stake" inputmode="decimal" autocomplete="off" value="'+esc(S.stake)+'"><em>'+esc(C.currency)+'</em></div><div class="quick">'+[5,10,25,50].map((v)=>'<button data-stake="'+v+'">'+v+'</button>').join('')+'</div></div>';
   body+='<div class="field"><span id="fromL">Pay from</span><div class="from" role="radiogroup" aria-labelledby="fromL">'+[['main','Main balance'],['betting_bonus','Betting bonus']].map((b)=>'<label><input type="radio" name="from" value="'+b[0]+'"'+(S.balance===b[0]?' checked':'')+'><b>'+b[1]+'</b><small>'+money(S.balances?S.balances[b[0]]:0)+'</small></label>').join('')+'</div></div>';
   body+='<div class="field"><label for="accept">If the odds change</label><select id="accept">'+[['higher','Accept higher odds'],['any','Accept any odds change'],['none','Do not accept changes']].map((o)=>'<option value="'+o[0]+'"'+(S.accept===o[0]?' selected':'')+'>'+o[1]+'</option>').join('')+'</select></div>';
   body+='<div class="sum">'+(S.type==='accumulator'?'<div><span>Total odds</span><b>'+(p.odds?p.odds.toFixed(2):'—')+'</b></div>':'')+'<div><span>Total stake</span><b>'+money(p.stake)+'</b></div><div class="win"><span>Potential win</span><b>'+money(p.win)+'</b></div></div>';
   body+='<button class="place" id="place"'+(placeBlocked()?' disabled':'')+'>'+esc(placeLabel())+'</button>';
  }
  body+='<p class="msg'+(S.msgKind?' '+S.msgKind:'')+'" role="status" aria-live="polite">'+esc(S.msg)+'</p>';
 }
 const active=document.activeElement;const keepStake=active&&active.id==='stake';const caret=keepStake?active.selectionStart:null;
 $('slipBody').innerHTML=body;
 if(keepStake){const i=$('stake');if(i){i.focus();try{i.setSelectionRange(caret,caret)}catch(e){}}}
 $('clear').hidden=!S.slip.length||!!S.receipt;
 const bar=$('bar');bar.hidden=!S.slip.length&&!S.receipt;
 const p=potential();
 $('barCount').textContent=S.slip.length;
 $('barText').innerHTML=S.receipt?'Bet placed<small>View receipt</small>':'Bet slip<small>'+(S.type==='accumulator'&&p.odds?'Total odds '+p.odds.toFixed(2):S.slip.length+' selection'+(S.slip.length===1?'':'s'))+'</small>';
 offer();
}
function renderWallet(){
 if(!C.token){$('wallet').innerHTML='<a class="signin" href="'+esc(C.signInHref)+'" target="_top">Sign in to bet</a>';return}
 const b=S.balances||{main:'0',betting_bonus:'0'};
 $('wallet').innerHTML='<div class="pill"><span>Main</span><b>'+money(b.main)+'</b></div>'+(Number(b.betting_bonus)>0?'<div class="pill bonus"><span>Bet bonus</span><b>'+money(b.betting_bonus)+'</b></div>':'');
}
function render(){renderTabs();renderSports();renderMain();renderSlip();renderWallet()}
function openSheet(open){S.sheet=open;$('slip').classList.toggle('open',open);$('scrim').classList.toggle('open',open);if(open){const c=$('closeSlip');if(c&&getComputedStyle(c).display!=='none')c.focus()}offer()}

// The frame-action protocol (core/src/games/frame-action.ts): the slip's primary action is
// offered to the app around the frame, whose native button (Telegram's main button) may carry
// it and press it. Only the parent window at the site's origin is obeyed or told anything.
const H=C.host;const framed=!!H&&window.parent!==window;
const wide=window.matchMedia('(min-width:960px)');
let carried=false,offered='';
function primaryAction(){
 if(!C.token||!S.slip.length||S.receipt)return null;
 if(!wide.matches&&!S.sheet)return {kind:'open',text:'Bet slip · '+S.slip.length+' selection'+(S.slip.length===1?'':'s'),loading:false,disabled:false};
 return {kind:'place',text:placeLabel(),loading:S.busy,disabled:!S.busy&&placeBlocked()};
}
function tell(message){window.parent.postMessage(Object.assign({protocol:H.protocol,v:H.version},message),H.origin)}
function offer(){
 if(!framed)return;
 const a=primaryAction();
 document.body.classList.toggle('carried',carried);
 document.body.classList.toggle('carried-open',carried&&!!a&&a.kind==='open');
 const action=a?{text:a.text,loading:a.loading,disabled:a.disabled}:null;
 const key=JSON.stringify(action);if(key===offered)return;offered=key;
 tell({type:'action',action});
}
function report(ok){if(framed)tell({type:'result',ok})}
// Content-sized framing: the host sizes the frame to the height reported here (the page never
// scrolls inside it then) and says which part of it is on screen (--vt from the top, --vh
// tall), where the slip bar and sheet stay; a null viewport (full screen) gives the page its
// own viewport back. The theme follows the app's.
const root=document.documentElement;
const px=(n)=>typeof n==='number'&&isFinite(n)&&n>=0;
function setViewport(v){
 const sized=!!v&&px(v.top)&&px(v.height);
 root.classList.toggle('sized',sized);
 if(sized){root.style.setProperty('--vt',v.top+'px');root.style.setProperty('--vh',v.height+'px')}
 else{root.style.removeProperty('--vt');root.style.removeProperty('--vh')}
}
let reported=0;
function reportSize(){
 if(!framed)return;
 const h=Math.ceil($('app').getBoundingClientRect().height);
 if(h>0&&h!==reported){reported=h;tell({type:'size',height:h})}
}
if(framed&&typeof ResizeObserver==='function')new ResizeObserver(reportSize).observe($('app'));
window.addEventListener('message',(e)=>{
 if(!framed||e.source!==window.parent||e.origin!==H.origin)return;
 const d=e.data;if(!d||d.protocol!==H.protocol||d.v!==H.version)return;
 if(d.type==='theme'){root.classList.toggle('light',d.theme==='light');return}
 if(d.type==='viewport'){setViewport(d.viewport);return}
 if(d.type==='carried'){carried=d.carried===true;offer();return}
 if(d.type!=='press')return;
 const a=primaryAction();if(!a||a.loading||a.disabled)return;
 if(a.kind==='open')openSheet(true);else place();
});
wide.addEventListener('change',offer);

function toggleSelection(k){
 const i=S.slip.findIndex((s)=>s.key===k);
 S.receipt=null;note('');
 if(i>=0){S.slip.splice(i,1);render();return}
 if(S.slip.length>=C.limits.maxSelections){note('A slip takes at most '+C.limits.maxSelections+' selections.','error');renderSlip();return}
 const [eid,mid,oid]=k.split('|');const ev=eventById(eid);const f=outcomeOf(ev,mid,oid);if(!f||!f.outcome.odds)return;
 S.slip.push({key:k,event_id:eid,market:mid,outcome:oid,odds:f.outcome.odds,current:f.outcome.odds,name:f.outcome.name,marketName:f.market.name,eventName:ev.home+' v '+ev.away,live:ev.status==='live',closed:false});
 if(S.slip.length===2&&accaAllowed())S.type='accumulator';
 render();
}
async function loadAccount(){if(!C.token)return;const r=await api('/account',{token:C.token});if(r.status===200&&r.body&&r.body.data){S.balances=r.body.data;renderWallet();if(!S.busy)renderSlip()}}
async function loadBets(append){
 if(!C.token)return;
 const offset=append?S.bets.items.length:0;
 const [r,open]=await Promise.all([api('/bets',{token:C.token,status:S.bets.filter,offset,count:10}),api('/bets',{token:C.token,status:'open',offset:0,count:1})]);
 if(r.status===200&&r.body){const d=r.body.data;S.bets.items=append?S.bets.items.concat(d.items):d.items;S.bets.total=d.total;S.bets.loaded=true}
 if(open.status===200&&open.body)S.bets.openCount=open.body.data.total;
 renderTabs();if(S.tab==='bets')renderMain();
}
function errorText(body,status){
 const d=body&&body.data;const t=d&&d.type;const reason=d&&d.error_data&&d.error_data.reason;
 if(reason==='odds_changed')return 'The odds have changed. Check the new prices and place again.';
 if(reason==='market_closed')return 'Betting on a selection has closed. Remove it and try again.';
 if(t==='BillingTransactionDeclinedException')return 'Not enough money on your '+(S.balance==='main'?'main balance':'betting bonus')+' for this stake.';
 if(t==='AuthorizationException')return 'Your session has ended. Reload the sportsbook to continue.';
 if(t==='AccessDeniedException')return 'This account cannot place bets right now.';
 if(t==='InvalidParameterException'){const p=d.invalid_parameters||{};if(p.stake)return 'Enter a stake between '+money(C.limits.minStake)+' and '+money(C.limits.maxStake)+'.';return (d.message||'Check your selections')+'.'}
 if(status===0)return 'No connection. Check your network and try again.';
 return 'Something went wrong. Please try again.';
}
async function place(){
 if(S.busy||!S.slip.length)return;
 S.busy=true;note('');renderSlip();
 const payload={token:C.token,type:S.type,stake:S.stake.replace(',','.'),balance:S.balance,accept:S.accept,selections:S.slip.map((s)=>({event_id:s.event_id,market:s.market,outcome:s.outcome,odds:s.odds}))};
 const r=await api('/place',payload);
 S.busy=false;
 if(r.status===200&&r.body&&r.body.data){
  const bets=r.body.data.bets;S.balances=r.body.data.balances;
  const total=bets.reduce((a,b)=>a+Number(b.stake),0);
  S.receipt={title:bets.length>1?bets.length+' bets placed':'Bet placed',text:(bets.length===1&&bets[0].type==='accumulator'?'Accumulator at '+bets[0].odds+' · ':'')+'Stake '+money(total)+' · potential win '+money(bets.reduce((a,b)=>a+Number(b.potential_win),0))};
  S.slip=[];note('');render();loadBets(false);report(true);return;
 }
 const d=r.body&&r.body.data;
 if(d&&d.error_data&&d.error_data.reason==='odds_changed'){(d.error_data.changes||[]).forEach((c)=>{const s=S.slip.find((x)=>x.key===keyOf(c.event_id,c.market,c.outcome));if(s)s.current=c.odds})}
 if(d&&d.error_data&&d.error_data.reason==='market_closed'){(d.error_data.selections||[]).forEach((k)=>{const p=k.split(':');const s=S.slip.find((x)=>x.key===keyOf(p[0],p[1],p[2]));if(s)s.closed=true})}
 note(errorText(r.body,r.status),'error');renderSlip();report(false);
}
async function poll(){
 const r=await api('/feed');
 if(r.status===200&&r.body&&r.body.data){absorbFeed(r.body.data);renderTabs();renderSports();if(S.tab!=='bets')renderMain();if(!S.busy&&!S.receipt)renderSlip()}
 const wait=r.body&&r.body.data?Math.min(5000,r.body.data.next_tick_ms+250):5000;
 setTimeout(poll,Math.max(1000,wait));
}

document.addEventListener('click',(e)=>{
 const t=e.target.closest('button,[data-tab]');if(!t)return;
 if(t.dataset.k){toggleSelection(t.dataset.k);return}
 if(t.dataset.tab){S.tab=t.dataset.tab;S.sport=S.tab==='bets'?'all':S.sport;render();if(S.tab==='bets')loadBets(false);return}
 if(t.dataset.sport){S.sport=t.dataset.sport;renderSports();renderMain();return}
 if(t.dataset.filter){S.bets.filter=t.dataset.filter;S.bets.loaded=false;renderMain();loadBets(false);return}
 if(t.dataset.remove){S.slip=S.slip.filter((s)=>s.key!==t.dataset.remove);note('');render();return}
 if(t.dataset.accept){const s=S.slip.find((x)=>x.key===t.dataset.accept);if(s){s.odds=s.current;note('')}renderSlip();return}
 if(t.dataset.type){S.type=t.dataset.type;renderSlip();return}
 if(t.dataset.stake){S.stake=t.dataset.stake;renderSlip();return}
 if(t.id==='place'){place();return}
 if(t.id==='again'){S.receipt=null;render();return}
 if(t.id==='more'){loadBets(true);return}
 if(t.id==='clear'){S.slip=[];note('');render();return}
 if(t.id==='bar'){openSheet(true);return}
 if(t.id==='closeSlip'){openSheet(false);if(S.receipt){S.receipt=null;renderSlip()}if(!$('bar').hidden)$('bar').focus();return}
});
$('scrim').addEventListener('click',()=>{openSheet(false);if(S.receipt){S.receipt=null;renderSlip()}});
document.addEventListener('keydown',(e)=>{if(e.key==='Escape'&&S.sheet)openSheet(false)});
document.addEventListener('input',(e)=>{if(e.target.id==='stake'){S.stake=e.target.value.replace(/[^\d.,]/g,'');renderSlip()}});
document.addEventListener('change',(e)=>{if(e.target.name==='from'){S.balance=e.target.value;note('');renderSlip()}if(e.target.id==='accept'){S.accept=e.target.value}});
absorbFeed(C.feed);render();
setTimeout(poll,Math.min(5000,C.feed.next_tick_ms+250));
if(C.token){setInterval(loadAccount,20000);loadBets(false)}
})();
`;

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
    script: SCRIPT,
    lang: config.locale,
  });
}

/** Reads the start configuration back out of a sportsbook page (tests, harnesses). */
export function readSportsbookConfig(html: string): SportsbookPageConfig | null {
  const m = /<script type="application\/json" id="cfg">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as SportsbookPageConfig) : null;
}
