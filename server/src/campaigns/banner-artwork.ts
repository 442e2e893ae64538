/**
 * Generated banner artwork (`media/banners/{theme}-{wide|tall}.svg`): a themed gradient with a
 * motif — no text, since the clients draw the banner's label, value and addition over it. The
 * motif sits right on the wide image (the copy is on the left) and at the top of the tall one
 * (the copy is at the bottom). The image proxy rasterises these to the §9 sizes.
 */

/** Motifs a banner can carry. */
const BANNER_THEMES = [
  'welcome',
  'reload',
  'freespins',
  'tournament',
  'jackpot',
  'live',
  'sports',
  'loyalty',
  'cashback',
] as const;
/** One of BANNER_THEMES. */
export type BannerTheme = (typeof BANNER_THEMES)[number];

/** The two §9 shapes. */
export type BannerShape = 'wide' | 'tall';

const PALETTE: Record<BannerTheme, [string, string, string]> = {
  welcome: ['#4c1d95', '#db2777', '#fbbf24'],
  reload: ['#064e3b', '#059669', '#fde047'],
  freespins: ['#1e3a8a', '#7c3aed', '#f472b6'],
  tournament: ['#78350f', '#d97706', '#fef3c7'],
  jackpot: ['#312e81', '#0ea5e9', '#a5f3fc'],
  live: ['#7f1d1d', '#b91c1c', '#fde68a'],
  sports: ['#14532d', '#16a34a', '#f8fafc'],
  loyalty: ['#3b0764', '#9333ea', '#fcd34d'],
  cashback: ['#0f172a', '#0d9488', '#99f6e4'],
};

/** Drawings in a 300×300 box, in the theme's accent colour. */
function motif(theme: BannerTheme, accent: string): string {
  const soft = `fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"`;
  switch (theme) {
    case 'welcome':
      return `<rect x="50" y="120" width="200" height="150" rx="14" ${soft}/><rect x="36" y="86" width="228" height="50" rx="10" fill="${accent}"/><rect x="134" y="86" width="32" height="184" fill="${accent}"/><path d="M150 86 C 110 20, 60 50, 100 86 Z M150 86 C 190 20, 240 50, 200 86 Z" fill="none" stroke="${accent}" stroke-width="12" stroke-linejoin="round"/>`;
    case 'reload':
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="150" cy="${250 - i * 34}" rx="100" ry="30" fill="${accent}" stroke="#000000" stroke-opacity="0.25" stroke-width="4"/>`,
        )
        .join('')
        .concat(
          `<text x="150" y="122" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#000000" fill-opacity="0.35">$</text>`,
        );
    case 'freespins':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${14 + i * 94}" y="70" width="84" height="160" rx="16" ${soft}/><text x="${56 + i * 94}" y="176" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="${accent}">7</text>`,
        )
        .join('');
    case 'tournament':
      return `<path d="M90 50 H210 V120 C210 170 180 195 150 200 C120 195 90 170 90 120 Z" fill="${accent}"/><path d="M90 70 H50 C50 120 70 140 96 142 M210 70 H250 C250 120 230 140 204 142" fill="none" stroke="${accent}" stroke-width="12"/><rect x="136" y="198" width="28" height="40" fill="${accent}"/><rect x="96" y="236" width="108" height="26" rx="6" fill="${accent}"/>`;
    case 'jackpot':
      return `<polygon points="150,40 250,120 150,270 50,120" fill="${accent}" fill-opacity="0.9"/><polygon points="150,40 190,120 150,270 110,120" fill="#ffffff" fill-opacity="0.35"/><line x1="50" y1="120" x2="250" y2="120" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>`;
    case 'live': {
      const spokes = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return `<line x1="150" y1="150" x2="${(150 + Math.cos(a) * 120).toFixed(1)}" y2="${(150 + Math.sin(a) * 120).toFixed(1)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`;
      }).join('');
      return `<circle cx="150" cy="150" r="124" fill="#000000" fill-opacity="0.3" stroke="${accent}" stroke-width="10"/>${spokes}<circle cx="150" cy="150" r="38" fill="${accent}"/><circle cx="214" cy="92" r="12" fill="#ffffff"/>`;
    }
    case 'sports':
      return `<circle cx="150" cy="150" r="115" fill="${accent}" stroke="#000000" stroke-opacity="0.3" stroke-width="6"/><polygon points="150,105 193,136 176,186 124,186 107,136" fill="#111827"/><path d="M150 105 V45 M193 136 L250 118 M176 186 L212 238 M124 186 L88 238 M107 136 L50 118" stroke="#111827" stroke-width="8"/>`;
    case 'loyalty':
      return `<polygon points="40,230 60,90 110,160 150,60 190,160 240,90 260,230" fill="${accent}"/><rect x="40" y="230" width="220" height="30" rx="6" fill="${accent}"/><circle cx="150" cy="200" r="16" fill="#ffffff" fill-opacity="0.8"/>`;
    case 'cashback':
      return `<circle cx="150" cy="150" r="115" ${soft}/><path d="M100 150 A50 50 0 1 1 150 200" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/><polygon points="150,176 150,224 118,200" fill="${accent}"/><text x="150" y="170" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${accent}">%</text>`;
  }
}

/** The SVG original of a banner in one shape. */
function bannerArtwork(theme: BannerTheme, shape: BannerShape): string {
  const [dark, mid, accent] = PALETTE[theme];
  const wide = shape === 'wide';
  const w = wide ? 1470 : 720;
  const h = wide ? 480 : 1040;
  // Where the motif goes and how large: right on wide, top on tall.
  const size = wide ? 400 : 460;
  const mx = wide ? w - size - 90 : (w - size) / 2;
  const my = wide ? (h - size) / 2 : 90;
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 197) % w) + 20;
    const y = ((i * 131) % h) + 10;
    return `<circle cx="${x}" cy="${y}" r="${2 + (i % 4)}" fill="#ffffff" fill-opacity="${0.15 + (i % 3) * 0.1}"/>`;
  }).join('');
  const shade = wide
    ? `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/></linearGradient>`
    : `<linearGradient id="shade" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.6"/><stop offset="0.55" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>${shade}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${mx + size / 2}" cy="${my + size / 2}" r="${size * 0.75}" fill="url(#glow)"/>
${sparkles}
<g transform="translate(${mx} ${my}) scale(${size / 300})">${motif(theme, accent)}</g>
<rect width="${w}" height="${h}" fill="url(#shade)"/>
</svg>`;
}

const MEDIA = /^([a-z]+)-(wide|tall)$/;

/** The artwork behind `media/banners/{name}.svg`, or null for an unknown name. */
export function bannerArtworkByName(name: string): string | null {
  const m = MEDIA.exec(name);
  if (!m || !(BANNER_THEMES as readonly string[]).includes(m[1]!)) return null;
  return bannerArtwork(m[1] as BannerTheme, m[2] as BannerShape);
}

/** The media path of a theme's original in one shape. */
export function bannerMediaPath(theme: BannerTheme, shape: BannerShape): string {
  return `media/banners/${theme}-${shape}.svg`;
}
