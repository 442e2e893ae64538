/**
 * What `dgt_sportsbook` launches for now: an honest placeholder that says the sportsbook will
 * open here and lists a few sample fixtures. There is no bet slip and nothing to click that
 * pretends to take a bet; the demo sportsbook itself is a later piece of work.
 */
import { escapeHtml } from '../html/index.ts';
import { pageShell } from './page-shell.ts';

/** A sample fixture shown on the placeholder. */
export interface DemoEvent {
  sport: string;
  league: string;
  home: string;
  away: string;
  /** Hours from now to kick-off. */
  inHours: number;
}

/** The sample fixtures. */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    sport: 'Football',
    league: 'Premier Demo League',
    home: 'Northbridge FC',
    away: 'Harbor City',
    inHours: 3,
  },
  {
    sport: 'Football',
    league: 'Liga Demo',
    home: 'Real Montaña',
    away: 'Atlético Costa',
    inHours: 6,
  },
  {
    sport: 'Basketball',
    league: 'Demo Basketball Association',
    home: 'Capital Comets',
    away: 'Bay Tides',
    inHours: 9,
  },
  { sport: 'Tennis', league: 'Demo Open — Men', home: 'L. Moreau', away: 'K. Tanaka', inHours: 26 },
  {
    sport: 'Ice hockey',
    league: 'Demo Hockey League',
    home: 'Frost Giants',
    away: 'Lakeside Wolves',
    inHours: 30,
  },
];

const CSS = `
.book{width:min(100%,860px);margin:0 auto;padding:clamp(12px,3vw,32px);display:grid;gap:18px}
.hero{padding:clamp(18px,4vw,32px);border-radius:var(--radius);background:linear-gradient(135deg,#1f6f4a,#0f2b3a);border:1px solid #2fd17c55}
.hero h1{margin:0 0 6px;font-size:clamp(1.3rem,4.5vw,2rem)}
.hero p{margin:0;color:#d6f5e6;line-height:1.5}
.tag{display:inline-block;margin-bottom:10px;padding:3px 10px;border-radius:999px;background:#0006;font-size:.72rem;letter-spacing:.1em;font-weight:800}
ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}
li{display:grid;grid-template-columns:1fr auto;gap:4px 12px;padding:14px 16px;border-radius:14px;background:var(--panel);border:1px solid var(--line)}
.teams{font-weight:700}
.meta{color:var(--muted);font-size:.82rem}
time{grid-row:1/3;grid-column:2;align-self:center;color:var(--gold);font-variant-numeric:tabular-nums;font-size:.9rem;text-align:right}
.note{color:var(--muted);font-size:.85rem;text-align:center}
`;

/** The placeholder page; kick-off times are written relative to `now` in UTC. */
export function sportsbookPage(nonce: string, now: Date = new Date()): string {
  const items = DEMO_EVENTS.map((e) => {
    const at = new Date(now.getTime() + e.inHours * 3600_000);
    at.setUTCMinutes(0, 0, 0);
    const when = `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;
    return `<li><span class="teams">${escapeHtml(e.home)} — ${escapeHtml(e.away)}</span><time datetime="${at.toISOString()}">${when}</time><span class="meta">${escapeHtml(e.sport)} · ${escapeHtml(e.league)}</span></li>`;
  }).join('');
  return pageShell({
    title: 'Sportsbook',
    nonce,
    css: CSS,
    body: `<main class="book">
<section class="hero"><span class="tag">COMING SOON</span><h1>Sportsbook opens here</h1>
<p>The demo sportsbook is not live yet. When it is, you will browse events, see odds and place bets right in this frame.
Until then, here are a few sample fixtures of the kind it will list — betting on them is not available.</p></section>
<section aria-label="Sample fixtures"><ul>${items}</ul></section>
<p class="note">Sample data for demonstration only. No bets are taken and no money moves on this page.</p>
</main>`,
  });
}
