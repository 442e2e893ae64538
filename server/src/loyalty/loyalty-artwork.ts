/**
 * Generated SVG artwork of the loyalty programme — characters, level badges, shop products,
 * quest icons and the programme banner — drawn from the demo entries (demo-loyalty.ts) or,
 * for anything else an operator adds, from its sysname. No external assets; the image proxy
 * rasterises these originals.
 */
import { createRng, hashString } from '../content/prng.ts';
import { escapeHtml } from '../html/index.ts';
import {
  DEMO_CHARACTERS,
  DEMO_LEVELS,
  DEMO_PRODUCTS,
  DEMO_PROGRAM,
  DEMO_QUESTS,
  type CharacterAccessory,
} from './demo-loyalty.ts';

/** Kinds of loyalty artwork; the folder under `media/loyalty/`. */
const LOYALTY_ART_KINDS = ['programs', 'levels', 'characters', 'products', 'quests'] as const;
/** One kind of loyalty artwork. */
export type LoyaltyArtKind = (typeof LOYALTY_ART_KINDS)[number];

const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';
const SYSNAME = /^[a-z0-9_-]{1,128}$/;

/** The same-origin path of a loyalty original, e.g. `media/loyalty/levels/gold.svg`. */
export function loyaltyMediaPath(kind: LoyaltyArtKind, sysname: string): string {
  return `media/loyalty/${kind}/${sysname}.svg`;
}

function hueColor(seed: number, light: number): string {
  return `hsl(${seed % 360} 70% ${light}%)`;
}

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function accessoryShape(accessory: CharacterAccessory, color: string): string {
  switch (accessory) {
    case 'top-hat':
      return `<rect x="70" y="14" width="60" height="44" rx="4" fill="#111827"/><rect x="56" y="54" width="88" height="10" rx="5" fill="#111827"/><rect x="70" y="44" width="60" height="8" fill="${color}"/>`;
    case 'crown':
      return `<path d="M62 62 L66 24 L84 44 L100 18 L116 44 L134 24 L138 62 Z" fill="#facc15" stroke="#a16207" stroke-width="3"/><circle cx="100" cy="40" r="5" fill="#dc2626"/>`;
    case 'visor':
      return `<path d="M58 62 Q100 30 142 62 Z" fill="${color}"/><rect x="54" y="58" width="92" height="8" rx="4" fill="#064e3b"/>`;
    case 'jester':
      return `<path d="M60 64 L44 24 L84 48 L100 14 L116 48 L156 24 L140 64 Z" fill="#7c3aed" stroke="#facc15" stroke-width="3"/><circle cx="44" cy="24" r="7" fill="#facc15"/><circle cx="100" cy="14" r="7" fill="#facc15"/><circle cx="156" cy="24" r="7" fill="#facc15"/>`;
    case 'bow':
      return `<path d="M100 158 L76 146 L76 170 Z M100 158 L124 146 L124 170 Z" fill="#dc2626"/><circle cx="100" cy="158" r="6" fill="#991b1b"/>`;
    case 'star':
      return `<path d="M100 16 L108 38 L132 38 L113 52 L120 75 L100 61 L80 75 L87 52 L68 38 L92 38 Z" fill="#fde047" stroke="#ca8a04" stroke-width="2"/>`;
  }
}

/** A 200×200 character portrait. */
function characterArtwork(sysname: string): string {
  const demo = DEMO_CHARACTERS.find((c) => c.sysname === sysname);
  const seed = hashString(sysname);
  const rng = createRng(seed);
  const colors = demo?.colors ?? [hueColor(seed, 45), hueColor(seed + 40, 15)];
  const skin = demo?.skin ?? rng.pick(['#ffdbac', '#f1c27d', '#e0ac69', '#c68642', '#8d5524']);
  const accessory =
    demo?.accessory ??
    rng.pick<CharacterAccessory>(['top-hat', 'crown', 'visor', 'jester', 'bow', 'star']);
  const wink = accessory === 'bow';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs>${gradient('bg', colors[0], colors[1])}</defs>
<rect width="200" height="200" rx="40" fill="url(#bg)"/>
<circle cx="40" cy="160" r="50" fill="#ffffff" fill-opacity="0.06"/><circle cx="170" cy="30" r="36" fill="#ffffff" fill-opacity="0.08"/>
<path d="M36 200 Q36 150 100 146 Q164 150 164 200 Z" fill="${colors[0]}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>
<circle cx="100" cy="100" r="44" fill="${skin}"/>
${wink ? '<path d="M78 96 Q86 90 94 96" stroke="#111827" stroke-width="4" fill="none" stroke-linecap="round"/>' : '<circle cx="86" cy="96" r="5" fill="#111827"/>'}
<circle cx="114" cy="96" r="5" fill="#111827"/>
<path d="M82 116 Q100 132 118 116" stroke="#111827" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="76" cy="112" r="6" fill="#f87171" fill-opacity="0.45"/><circle cx="124" cy="112" r="6" fill="#f87171" fill-opacity="0.45"/>
${accessoryShape(accessory, colors[0])}
</svg>`;
}

/** A 160×160 level badge: a medal in the level's colour with its stars. */
function levelArtwork(sysname: string): string {
  const demo = DEMO_LEVELS.find((l) => l.sysname === sysname);
  const seed = hashString(sysname);
  const color = demo?.color ?? hueColor(seed, 55);
  const stars = demo?.stars ?? 1 + (seed % 5);
  const name = demo?.name.en ?? sysname;
  const starRow = Array.from({ length: stars }, (_, i) => {
    const x = 80 + (i - (stars - 1) / 2) * 18;
    return `<text x="${x}" y="92" font-family="${FONT}" font-size="18" text-anchor="middle" fill="#ffffff">★</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<path d="M56 104 L40 156 L62 146 L72 160 L80 112 Z M104 104 L120 156 L98 146 L88 160 L80 112 Z" fill="#1f2937"/>
<circle cx="80" cy="76" r="62" fill="${color}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5"/>
<circle cx="80" cy="76" r="48" fill="#000000" fill-opacity="0.18"/>
${starRow}
<text x="80" y="64" font-family="${FONT}" font-size="${name.length > 8 ? 13 : 16}" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(name.toUpperCase())}</text>
</svg>`;
}

function wrap(title: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of title.split(/\s+/)) {
    if (line && `${line} ${w}`.length > max) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.slice(0, 2);
}

/** A 320×200 shop card: a big glyph over a gradient, and the product's title. */
function productArtwork(sysname: string): string {
  const demo = DEMO_PRODUCTS.find((p) => p.sysname === sysname);
  const seed = hashString(sysname);
  const colors = demo?.colors ?? [hueColor(seed, 45), hueColor(seed + 60, 15)];
  const glyph = demo?.glyph ?? sysname.slice(0, 3).toUpperCase();
  const title = wrap(demo?.title.en ?? sysname, 22);
  const titleText = title
    .map(
      (l, i) =>
        `<text x="160" y="${160 + i * 24}" font-family="${FONT}" font-size="20" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<defs>${gradient('bg', colors[0], colors[1])}</defs>
<rect width="320" height="200" rx="20" fill="url(#bg)"/>
<circle cx="280" cy="30" r="70" fill="#ffffff" fill-opacity="0.08"/><circle cx="30" cy="190" r="60" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="160" cy="80" r="52" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
<text x="160" y="${80 + (glyph.length > 3 ? 10 : 14)}" font-family="${FONT}" font-size="${glyph.length > 3 ? 28 : 40}" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(glyph)}</text>
${titleText}
</svg>`;
}

/** A 160×160 quest icon: a target ring with the goal's number. */
function questArtwork(sysname: string): string {
  const demo = DEMO_QUESTS.find((q) => q.sysname === sysname);
  const seed = hashString(sysname);
  const color = demo?.color ?? hueColor(seed, 50);
  const glyph = demo?.glyph ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" rx="32" fill="${color}"/>
<circle cx="80" cy="80" r="56" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10"/>
<circle cx="80" cy="80" r="36" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8"/>
<circle cx="80" cy="80" r="20" fill="#ffffff"/>
<text x="80" y="88" font-family="${FONT}" font-size="${glyph.length > 2 ? 14 : 22}" font-weight="700" text-anchor="middle" fill="${color}">${escapeHtml(glyph)}</text>
</svg>`;
}

/** A 640×320 programme banner with its title and the level badges' colours. */
function programArtwork(sysname: string): string {
  const demo = sysname === DEMO_PROGRAM.sysname ? DEMO_PROGRAM : undefined;
  const seed = hashString(sysname);
  const colors = demo?.colors ?? [hueColor(seed, 40), hueColor(seed + 50, 12)];
  const title = demo?.title.en ?? sysname;
  const dots = DEMO_LEVELS.map(
    (l, i) =>
      `<circle cx="${200 + i * 60}" cy="230" r="20" fill="${l.color}" stroke="#ffffff" stroke-width="3"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">
<defs>${gradient('bg', colors[0], colors[1])}</defs>
<rect width="640" height="320" fill="url(#bg)"/>
<circle cx="560" cy="60" r="120" fill="#ffffff" fill-opacity="0.07"/><circle cx="60" cy="300" r="90" fill="#ffffff" fill-opacity="0.05"/>
<line x1="200" y1="230" x2="440" y2="230" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
${dots}
<text x="320" y="140" font-family="${FONT}" font-size="52" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(title)}</text>
</svg>`;
}

const DRAW: Record<LoyaltyArtKind, (sysname: string) => string> = {
  programs: programArtwork,
  levels: levelArtwork,
  characters: characterArtwork,
  products: productArtwork,
  quests: questArtwork,
};

/** The SVG of a `media/loyalty/{kind}/{sysname}.svg` path, or null for any other path. */
export function loyaltyArtwork(path: string): string | null {
  const m = /^media\/loyalty\/([a-z]+)\/([^/]+)\.svg$/.exec(path);
  if (!m) return null;
  const kind = m[1] as LoyaltyArtKind;
  const sysname = m[2]!;
  if (!LOYALTY_ART_KINDS.includes(kind) || !SYSNAME.test(sysname)) return null;
  return DRAW[kind](sysname);
}
