/**
 * Generated SVG artwork: game tiles, provider logos, category and payment icons. Everything
 * is drawn from the item's name (gradients, shapes, title) — no external assets. The image
 * proxy rasterises these originals to webp at the size a client asks for.
 */
import type { GameType } from '../db/schema/index.ts';
import { escapeHtml } from '../html/index.ts';
import { hashString, createRng } from './prng.ts';

/** Width and height of a game tile original (4:3). */
const GAME_ART_SIZE = { width: 600, height: 450 } as const;

/** What a game tile shows. */
export interface GameArtInput {
  sysname: string;
  name: string;
  type: GameType;
  providerName: string;
}

const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
}

/** Splits a title into at most three lines of roughly `max` characters. */
function wrap(title: string, max: number): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > max) {
      lines.push(line);
      line = w;
    } else {
      line = line ? `${line} ${w}` : w;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

const TYPE_LABEL: Record<GameType, string> = {
  slot: 'SLOT',
  live: 'LIVE',
  casino: 'TABLE',
  fast: 'FAST',
  betting: 'BETTING',
  logical: 'LOGIC',
  high_low: 'HI-LO',
};

function motif(type: GameType, seed: number, accent: string): string {
  const rng = createRng(seed);
  switch (type) {
    case 'slot': {
      const symbols = ['7', '★', '♦', '♥', '♣', '$', 'BAR', '♠'];
      return [0, 1, 2]
        .map((i) => {
          const x = 120 + i * 130;
          const s = rng.pick(symbols);
          return `<rect x="${x}" y="60" width="110" height="130" rx="18" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<text x="${x + 55}" y="148" font-family="${FONT}" font-size="${s.length > 1 ? 40 : 70}" font-weight="700" text-anchor="middle" fill="${accent}">${escapeHtml(s)}</text>`;
        })
        .join('\n');
    }
    case 'live': {
      const segments = Array.from({ length: 18 }, (_, i) => {
        const a = (i / 18) * Math.PI * 2;
        const x = 300 + Math.cos(a) * 120;
        const y = 135 + Math.sin(a) * 120;
        return `<line x1="300" y1="135" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`;
      }).join('');
      return `<circle cx="300" cy="135" r="125" fill="#000000" fill-opacity="0.25" stroke="${accent}" stroke-width="8"/>${segments}<circle cx="300" cy="135" r="40" fill="${accent}"/><circle cx="${300 + rng.int(-80, 80)}" cy="${135 + rng.int(-60, 60)}" r="10" fill="#ffffff"/>`;
    }
    case 'casino':
    case 'high_low': {
      const suits = ['♠', '♥', '♦', '♣'];
      const cards = [-1, 0, 1]
        .map((k) => {
          const suit = rng.pick(suits);
          const red = suit === '♥' || suit === '♦';
          return `<g transform="rotate(${k * 14} 300 230)"><rect x="245" y="40" width="110" height="160" rx="12" fill="#ffffff"/><text x="300" y="145" font-family="${FONT}" font-size="72" text-anchor="middle" fill="${red ? '#dc2626' : '#111827'}">${suit}</text></g>`;
        })
        .join('');
      const arrows =
        type === 'high_low'
          ? `<text x="120" y="160" font-family="${FONT}" font-size="90" font-weight="700" fill="${accent}">▲</text><text x="420" y="160" font-family="${FONT}" font-size="90" font-weight="700" fill="${accent}">▼</text>`
          : '';
      return cards + arrows;
    }
    case 'fast': {
      const points: string[] = [];
      for (let x = 60; x <= 540; x += 40) {
        const t = (x - 60) / 480;
        points.push(`${x},${(230 - Math.pow(t, 2.2) * 190).toFixed(1)}`);
      }
      return `<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><circle cx="540" cy="40" r="22" fill="#ffffff"/><text x="90" y="90" font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff" fill-opacity="0.85">x${(1 + rng.next() * 99).toFixed(2)}</text>`;
    }
    case 'betting':
      return `<rect x="80" y="40" width="440" height="200" rx="16" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/><line x1="300" y1="40" x2="300" y2="240" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/><circle cx="300" cy="140" r="45" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/><circle cx="${rng.int(140, 460)}" cy="${rng.int(80, 200)}" r="22" fill="${accent}"/>`;
    case 'logical': {
      const cells: string[] = [];
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 4; c++) {
          const filled = rng.chance(0.45);
          cells.push(
            `<rect x="${170 + c * 68}" y="${40 + r * 68}" width="58" height="58" rx="10" fill="${filled ? accent : '#ffffff'}" fill-opacity="${filled ? 0.9 : 0.18}"/>`,
          );
        }
      }
      return cells.join('');
    }
  }
}

/** A game's colours (from its sysname) and the faint bubbles over a `W`×`H` background. */
function gamePalette(sysname: string, W: number, H: number, maxBubble: number) {
  const seed = hashString(sysname);
  const rng = createRng(seed);
  const hue = seed % 360;
  const hue2 = hue + 40 + rng.int(0, 80);
  const accent = hsl(hue + 180, 90, 65);
  const bubbles = Array.from({ length: 7 }, () => {
    const r = rng.int(20, maxBubble);
    return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${r}" fill="#ffffff" fill-opacity="${(0.04 + rng.next() * 0.08).toFixed(2)}"/>`;
  }).join('');
  return { seed, hue, hue2, accent, bubbles };
}

/** The SVG tile of a game. */
export function gameArtwork(game: GameArtInput): string {
  const { width: W, height: H } = GAME_ART_SIZE;
  const { seed, hue, hue2, accent, bubbles } = gamePalette(game.sysname, W, H, 90);
  const lines = wrap(game.name, 16);
  const size = lines.some((l) => l.length > 13) ? 44 : 52;
  const firstY = 330 - ((lines.length - 1) * (size + 6)) / 2;
  const title = lines
    .map(
      (l, i) =>
        `<text x="${W / 2}" y="${(firstY + i * (size + 6)).toFixed(0)}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" stroke-width="2" paint-order="stroke">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue2, 75, 18)}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${bubbles}
${motif(game.type, seed, accent)}
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<rect x="18" y="18" width="${TYPE_LABEL[game.type].length * 13 + 28}" height="34" rx="17" fill="#000000" fill-opacity="0.45"/>
<text x="32" y="41" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" letter-spacing="1">${TYPE_LABEL[game.type]}</text>
${title}
<text x="${W / 2}" y="${H - 22}" font-family="${FONT}" font-size="20" text-anchor="middle" fill="#ffffff" fill-opacity="0.8">${escapeHtml(game.providerName)}</text>
</svg>`;
}

/** `text` on one line when it is short, else split at the space that balances two lines. */
function twoLines(text: string, max: number): string[] {
  const words = text.split(/\s+/);
  if (text.length <= max || words.length < 2) return [text];
  let best = [text];
  let longest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(pair[0]!.length, pair[1]!.length);
    if (width < longest) [best, longest] = [pair, width];
  }
  return best;
}

/** Width and height of a wide game banner original (tournament cards: 735×240, §9). */
const GAME_BANNER_SIZE = { width: 735, height: 240 } as const;

/**
 * A game's wide banner, for tournament cards. Not the tile cropped to a strip (that cut its
 * title mid-word, issue 19): the motif on the right, the title on the left in at most two
 * lines sized to fit whole, the studio under it.
 */
export function gameBanner(game: GameArtInput): string {
  const { width: W, height: H } = GAME_BANNER_SIZE;
  const { seed, hue, hue2, accent, bubbles } = gamePalette(game.sysname, W, H, 70);
  // Title room: the left 400 px. Two lines at most, as large as the longest line allows.
  const room = 400;
  // One line, or two balanced at a space: never a word dropped or cut.
  const lines = twoLines(game.name, 18);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(18, Math.min(44, Math.floor(room / (longest * BOLD_ADVANCE_EM))));
  const firstY = 120 - ((lines.length - 1) * (size + 6)) / 2;
  const title = lines
    .map((l, i) => {
      const fit =
        l.length * BOLD_ADVANCE_EM * size > room
          ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="40" y="${(firstY + i * (size + 6)).toFixed(0)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" stroke-width="2" paint-order="stroke"${fit}>${escapeHtml(l)}</text>`;
    })
    .join('');
  // The tile's motif (drawn for 600×450) scaled into the right part of the strip.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue2, 75, 18)}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${bubbles}
<g transform="translate(430 50) scale(0.5)">${motif(game.type, seed, accent)}</g>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
${title}
<text x="40" y="${H - 28}" font-family="${FONT}" font-size="18" fill="#ffffff" fill-opacity="0.8">${escapeHtml(game.providerName)}</text>
</svg>`;
}

/** Room for a provider's name on its logo: from the initial's disc to the right edge. */
const LOGO_TEXT_X = 112;
const LOGO_TEXT_ROOM = 400 - LOGO_TEXT_X - 20;
/** A bold glyph's advance in DejaVu Sans, generously (a wide name must never be cut). */
const BOLD_ADVANCE_EM = 0.7;
/** The same for a studio's name (mixed case, measured: a tested raster keeps clear of the edge). */
const LOGO_ADVANCE_EM = 0.64;

/**
 * The SVG logo of a provider (400×160). The name is sized to fit its room whole ("Northlight
 * Gaming", not "Northlight Gamin"), and `textLength` holds it to the room should the
 * rasteriser's font run wider than estimated.
 */
export function providerLogo(name: string, colors: readonly [string, string]): string {
  const size = Math.max(
    14,
    Math.min(36, Math.floor(LOGO_TEXT_ROOM / (name.length * LOGO_ADVANCE_EM))),
  );
  // Near the room's end the estimate is not trusted: the name is held to the room exactly.
  const estimated = name.length * LOGO_ADVANCE_EM * size;
  const fit =
    estimated > LOGO_TEXT_ROOM * 0.85
      ? ` textLength="${LOGO_TEXT_ROOM}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${escapeHtml(colors[0])}"/><stop offset="1" stop-color="${escapeHtml(colors[1])}"/></linearGradient></defs>
<rect width="400" height="160" rx="24" fill="url(#g)"/>
<circle cx="62" cy="80" r="34" fill="#ffffff" fill-opacity="0.9"/>
<text x="62" y="93" font-family="${FONT}" font-size="36" font-weight="700" text-anchor="middle" fill="${escapeHtml(colors[0])}">${escapeHtml(name.charAt(0))}</text>
<text x="${LOGO_TEXT_X}" y="${80 + Math.round(size / 3)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff"${fit}>${escapeHtml(name)}</text>
</svg>`;
}

/** A round category icon (96×96) with a glyph. */
export function categoryIcon(sysname: string, glyph: string): string {
  const hue = hashString(sysname) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="46" fill="${hsl(hue, 70, 45)}"/>
<text x="48" y="64" font-family="${FONT}" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(glyph)}</text>
</svg>`;
}

const PAYMENT_STYLE: Record<string, { label: string; colors: [string, string] }> = {
  card: { label: 'CARD', colors: ['#1d4ed8', '#60a5fa'] },
  bank_transfer: { label: 'IBAN', colors: ['#0f766e', '#5eead4'] },
  pix: { label: 'PIX', colors: ['#047857', '#34d399'] },
};

/** A payment method icon (160×100); null for an unknown method. */
export function paymentIcon(sysname: string): string | null {
  const style = PAYMENT_STYLE[sysname];
  if (!style) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.colors[0]}"/><stop offset="1" stop-color="${style.colors[1]}"/></linearGradient></defs>
<rect width="160" height="100" rx="14" fill="url(#g)"/>
<rect x="16" y="22" width="34" height="24" rx="5" fill="#fde68a"/>
<text x="144" y="84" font-family="${FONT}" font-size="26" font-weight="700" text-anchor="end" fill="#ffffff">${style.label}</text>
</svg>`;
}
