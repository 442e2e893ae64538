/**
 * The HTML skeleton and shared look of the demo provider's pages (nothing from another origin;
 * a page's script is ES modules of ours, http/browser-modules.ts).
 */
import { escapeHtml, htmlDocument } from '../html/index.ts';

/** JSON safe to place inside a `<script>` element (core's, shared with the web's pages). */
export { scriptJson } from '@croupier/core/format';

/** Colours and type every page shares. */
const BASE_CSS = `
:root{color-scheme:dark;--bg:#0b0f1a;--panel:#141a2b;--panel2:#1b2338;--line:#2a3452;--text:#eef1f8;--muted:#9aa6c3;--gold:#ffc94d;--gold2:#ff9f1c;--accent:#7c5cff;--good:#2fd17c;--bad:#ff5d6c;--radius:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,"Helvetica Neue",Arial,sans-serif}
*{box-sizing:border-box}
html{background:var(--bg)}
html,body{margin:0;min-height:100%;color:var(--text)}
body{min-height:100vh;display:flex;flex-direction:column;background:radial-gradient(120% 80% at 50% 0%,#1d2547 0%,var(--bg) 60%) no-repeat}
a{color:var(--gold)}
button{font:inherit;color:inherit}
:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.card{margin:auto;max-width:560px;width:calc(100% - 32px);background:linear-gradient(180deg,var(--panel2),var(--panel));border:1px solid var(--line);border-radius:var(--radius);padding:clamp(20px,5vw,36px);box-shadow:0 20px 60px #0008;text-align:center}
.card h1{margin:0 0 8px;font-size:clamp(1.3rem,4vw,1.8rem)}
.card p{color:var(--muted);line-height:1.5}
.btn{display:inline-block;margin-top:12px;padding:12px 22px;border-radius:999px;border:0;background:linear-gradient(180deg,var(--gold),var(--gold2));color:#1a1200;font-weight:700;text-decoration:none;cursor:pointer}
`;

/**
 * A full HTML document whose inline style carries the response's nonce; its script, if any, is
 * ES modules of ours (`moduleScript`, http/browser-modules.ts): the entry runs after the
 * document is parsed, after the elements it drives, and the modules it imports are preloaded
 * from the head so that they are fetched at once rather than one import level at a time.
 */
export function pageShell(input: {
  title: string;
  nonce: string;
  css: string;
  body: string;
  moduleScript?: { src: string; preloads: readonly string[] };
  lang?: string;
}): string {
  const module = input.moduleScript;
  const script = module ? `<script type="module" src="${escapeHtml(module.src)}"></script>` : '';
  const preloads = (module?.preloads ?? [])
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  return htmlDocument({
    title: input.title,
    lang: input.lang,
    robots: 'noindex',
    viewport: 'width=device-width,initial-scale=1,viewport-fit=cover',
    head: `<style nonce="${input.nonce}">${BASE_CSS}${input.css}</style>${preloads}`,
    body: `${input.body}\n${script}`,
  });
}

/** A one-card page with a message and optional action link (sign-in needed, no demo…). */
export function messagePage(input: {
  nonce: string;
  title: string;
  text: string;
  action?: { label: string; href: string };
}): string {
  const action = input.action
    ? `<a class="btn" href="${escapeHtml(input.action.href)}">${escapeHtml(input.action.label)}</a>`
    : '';
  return pageShell({
    title: input.title,
    nonce: input.nonce,
    css: '',
    body: `<main class="card"><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.text)}</p>${action}</main>`,
  });
}
