/** The slot's symbols drawn as inline SVG (one sprite per page; cells `<use>` them). */
import type { SymbolId } from './paytable.ts';

const ART: Record<SymbolId, string> = {
  wild: `<defs><radialGradient id="gw" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#fff4b8"/><stop offset=".55" stop-color="#ffc94d"/><stop offset="1" stop-color="#e07b00"/></radialGradient></defs>
<path d="M32 4l8.2 17.4 19 2.3-14 13 3.7 18.8L32 46.2 15.1 55.5l3.7-18.8-14-13 19-2.3z" fill="url(#gw)" stroke="#7a3d00" stroke-width="2" stroke-linejoin="round"/>
<text x="32" y="38" text-anchor="middle" font-size="10.5" font-weight="900" fill="#5a2300" font-family="system-ui,sans-serif" letter-spacing=".5">WILD</text>`,
  seven: `<defs><linearGradient id="g7" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a8a"/><stop offset=".5" stop-color="#ff2e4d"/><stop offset="1" stop-color="#a3001f"/></linearGradient></defs>
<path d="M14 10h38v8L33 56H21l18-36H14z" fill="url(#g7)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  bar: `<defs><linearGradient id="gb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b5672"/><stop offset="1" stop-color="#151b2c"/></linearGradient></defs>
<rect x="5" y="18" width="54" height="28" rx="6" fill="url(#gb)" stroke="#ffc94d" stroke-width="3"/>
<text x="32" y="39" text-anchor="middle" font-size="17" font-weight="900" fill="#ffc94d" font-family="system-ui,sans-serif" letter-spacing="1">BAR</text>`,
  bell: `<defs><linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1a6"/><stop offset=".5" stop-color="#ffc21a"/><stop offset="1" stop-color="#c27a00"/></linearGradient></defs>
<path d="M32 8c-11 0-17 9-17 20v10l-6 8h46l-6-8V28c0-11-6-20-17-20z" fill="url(#gl)" stroke="#7a4b00" stroke-width="2.5" stroke-linejoin="round"/>
<circle cx="32" cy="52" r="5.5" fill="#c27a00" stroke="#7a4b00" stroke-width="2"/><rect x="29.5" y="3.5" width="5" height="6" rx="2" fill="#7a4b00"/>`,
  diamond: `<defs><linearGradient id="gd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6fbff"/><stop offset=".5" stop-color="#3ddcff"/><stop offset="1" stop-color="#1272d6"/></linearGradient></defs>
<path d="M14 12h36l10 13-28 31L4 25z" fill="url(#gd)" stroke="#0b3f7a" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M4 25h56M14 12l8 13 10-13 10 13 8-13M22 25l10 31 10-31" fill="none" stroke="#0b3f7a" stroke-width="1.6" stroke-linejoin="round" opacity=".7"/>`,
  grape: `<g fill="#8b3dff" stroke="#3c0f7a" stroke-width="2"><circle cx="24" cy="26" r="8"/><circle cx="40" cy="26" r="8"/><circle cx="32" cy="36" r="8"/><circle cx="20" cy="40" r="7"/><circle cx="44" cy="40" r="7"/><circle cx="32" cy="50" r="7"/></g>
<g fill="#fff" opacity=".35"><circle cx="21" cy="23" r="2.4"/><circle cx="37" cy="23" r="2.4"/><circle cx="29" cy="33" r="2.4"/></g>
<path d="M32 18c0-6 3-10 8-12" stroke="#2f7a2a" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M34 12c6-6 14-4 16 0-6 4-12 4-16 0z" fill="#3fbf4a" stroke="#1f5f22" stroke-width="1.5"/>`,
  lemon: `<defs><radialGradient id="gm" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#fffbd1"/><stop offset=".5" stop-color="#ffe83d"/><stop offset="1" stop-color="#d9a800"/></radialGradient></defs>
<path d="M6 34c4-14 16-22 28-22s22 6 26 14c-2 2-2 4 0 6-4 12-16 20-28 20S10 46 6 38c2-1 2-3 0-4z" fill="url(#gm)" stroke="#8a6a00" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M18 28c4-5 10-8 16-8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".6"/>`,
  cherry: `<path d="M22 40c2-14 8-26 22-34M42 42c0-12-2-24 2-36" stroke="#2f7a2a" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<path d="M44 6c6-4 14-2 16 3-6 3-12 2-16-3z" fill="#3fbf4a" stroke="#1f5f22" stroke-width="1.5"/>
<defs><radialGradient id="gc" cx="35%" cy="35%" r="65%"><stop offset="0" stop-color="#ffb3b3"/><stop offset=".45" stop-color="#ff2a3d"/><stop offset="1" stop-color="#8a0016"/></radialGradient></defs>
<circle cx="20" cy="46" r="12" fill="url(#gc)" stroke="#5a000e" stroke-width="2"/><circle cx="43" cy="47" r="12" fill="url(#gc)" stroke="#5a000e" stroke-width="2"/>`,
};

/** A hidden SVG sprite with one `<symbol id="s-{id}">` per slot symbol. */
export function symbolSprite(): string {
  const symbols = Object.entries(ART)
    .map(([id, art]) => `<symbol id="s-${id}" viewBox="0 0 64 64">${art}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false" class="sprite">${symbols}</svg>`;
}
