/**
 * The demo verifier page: HTML with its one style inline (carrying the response's nonce) and its
 * one script a file of ours (browser/verifier-page.js), that walks a player through choosing a document, uploading its
 * photo, waiting for the review and seeing the answer — and a notice page for links that are
 * expired, foreign or embedded where they may not be.
 */
import { escapeHtml, htmlDocument } from '../html/index.ts';
import type { VerificationState } from './document-review.ts';
import {
  KYC_DOCUMENT_TYPES,
  KYC_IMAGE_TYPES,
  KYC_MAX_UPLOAD_BYTES,
  KYC_MESSAGE_SOURCE,
  KYC_MIN_DOCUMENT_SIDE_PX,
  KYC_PAGE_PATH,
} from './kyc-rules.ts';
import { VERIFIER_SCRIPT } from './verifier-script.ts';

/** What the page script is configured with (read from `data-config`). */
export interface VerifierPageConfig {
  /** The access token the page sends with each call (`X-Kyc-Token`). */
  token: string | null;
  /** The only origin messages are posted to; null posts none. */
  targetOrigin: string | null;
  source: typeof KYC_MESSAGE_SOURCE;
  state: VerificationState | null;
  reviewMs: number;
  maxBytes: number;
  types: readonly string[];
  documentsUrl: string;
  statusUrl: string;
  /** Set on notice pages: the message to post at once (e.g. `tokenExpired`). */
  notify: string | null;
}

const STYLE = `
:root{color-scheme:dark;--bg:#0d1117;--card:#161b26;--line:#273044;--text:#e8ecf4;--muted:#8d97ab;
--accent:#3ecf8e;--accent2:#2a8cff;--danger:#f06a6a;--warn:#f5b84b;--radius:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 20% 0%,#1b2540 0,var(--bg) 55%);color:var(--text);padding:24px}
main{width:100%;max-width:460px;background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:28px;box-shadow:0 24px 60px rgba(0,0,0,.45)}
header{display:flex;align-items:center;gap:12px;margin-bottom:22px}
.logo{width:40px;height:40px;border-radius:12px;background:linear-gradient(135deg,var(--accent),var(--accent2));display:grid;place-items:center;font-weight:800;color:#0d1117}
h1{font-size:18px;margin:0}
h2{font-size:22px;margin:0 0 6px}
.sub{margin:2px 0 0;font-size:13px;color:var(--muted)}
p{line-height:1.5}
.steps{display:flex;gap:6px;margin:0 0 20px;padding:0;list-style:none}
.steps li{flex:1;height:4px;border-radius:4px;background:var(--line)}
.steps li.on{background:linear-gradient(90deg,var(--accent),var(--accent2))}
fieldset{border:0;margin:18px 0;padding:0;display:grid;gap:8px}
legend{font-size:13px;color:var(--muted);margin-bottom:8px}
.choice{display:flex;align-items:center;gap:10px;padding:12px 14px;border:1px solid var(--line);border-radius:12px;cursor:pointer}
.choice:has(input:checked){border-color:var(--accent);background:#1b2a2a}
.choice input{accent-color:var(--accent)}
.drop{position:relative;display:grid;place-items:center;gap:6px;text-align:center;padding:22px 14px;border:1.5px dashed #3a4763;border-radius:14px;cursor:pointer;min-height:150px}
.drop:hover,.drop.over{border-color:var(--accent);background:#172323}
.drop:focus-within{outline:3px solid #a9c4ff;outline-offset:2px}
.drop input{position:absolute;width:1px;height:1px;opacity:0}
.drop strong{font-size:15px}
.drop img{max-width:100%;max-height:180px;border-radius:10px}
.hint{font-size:12px;color:var(--muted);margin:8px 0 0}
.error{color:var(--danger);font-size:14px;margin:12px 0 0}
button,.button{appearance:none;border:0;border-radius:12px;padding:14px 16px;font:inherit;font-weight:700;cursor:pointer;text-align:center;display:block;width:100%;margin-top:18px}
button:focus-visible{outline:3px solid #a9c4ff;outline-offset:2px}
button:disabled{opacity:.5;cursor:default}
.primary{background:var(--accent);color:#06241a}
.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
.center{text-align:center}
.icon{width:64px;height:64px;margin:6px auto 14px;border-radius:50%;display:grid;place-items:center;font-size:30px;font-weight:800}
.icon.ok{background:#173b2c;color:var(--accent)}
.icon.bad{background:#3b1d22;color:var(--danger)}
.icon.wait{border:4px solid var(--line);border-top-color:var(--warn);animation:spin 1s linear infinite}
.bar{height:6px;border-radius:6px;background:var(--line);overflow:hidden;margin:18px 0 6px}
.bar span{display:block;height:100%;width:0;background:linear-gradient(90deg,var(--warn),var(--accent));transition:width .3s linear}
.reason{padding:12px 14px;border:1px solid #5a2a31;border-radius:12px;background:#24161a;text-align:left}
.note{font-size:12px;color:var(--muted);margin:18px 0 0;text-align:center}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.icon.wait{animation:none}.bar span{transition:none}}
`;

function layout(nonce: string, title: string, config: VerifierPageConfig, body: string): string {
  return htmlDocument({
    title: `${title} · Croupier Demo ID`,
    head: `<style nonce="${nonce}">${STYLE}</style>`,
    body: `<main data-kyc data-config="${escapeHtml(JSON.stringify(config))}">
<header><div class="logo" aria-hidden="true">ID</div><div><h1>Croupier Demo ID</h1><p class="sub">Identity verification · test documents only</p></div></header>
${body}
</main>
<script src="${escapeHtml(VERIFIER_SCRIPT.src())}"></script>`,
  });
}

/** The endpoints the page calls. */
export const VERIFIER_ENDPOINTS = {
  page: `${KYC_PAGE_PATH}/verify`,
  documents: `${KYC_PAGE_PATH}/documents`,
  status: `${KYC_PAGE_PATH}/status`,
} as const;

/** What the verifier page is rendered from. */
export interface VerifierPageView {
  nonce: string;
  token: string;
  targetOrigin: string;
  state: VerificationState;
  reviewMs: number;
}

/**
 * The verifier page (every step is in it, hidden; the script shows the one the state calls
 * for, so nothing can be pressed before it listens).
 */
export function renderVerifierPage(view: VerifierPageView): string {
  const seconds = Math.max(1, Math.round(view.reviewMs / 1000));
  const mb = Math.round(KYC_MAX_UPLOAD_BYTES / (1024 * 1024));
  const choices = Object.entries(KYC_DOCUMENT_TYPES)
    .map(
      ([id, label], i) =>
        `<label class="choice"><input type="radio" name="type" value="${id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
    )
    .join('\n');
  const config: VerifierPageConfig = {
    token: view.token,
    targetOrigin: view.targetOrigin,
    source: KYC_MESSAGE_SOURCE,
    state: view.state,
    reviewMs: view.reviewMs,
    maxBytes: KYC_MAX_UPLOAD_BYTES,
    types: KYC_IMAGE_TYPES,
    documentsUrl: VERIFIER_ENDPOINTS.documents,
    statusUrl: VERIFIER_ENDPOINTS.status,
    notify: null,
  };
  const body = `
<ol class="steps" aria-hidden="true"><li data-step="1"></li><li data-step="2"></li><li data-step="3"></li></ol>
<section data-view="upload" hidden>
<h2>Verify your identity</h2>
<p class="sub">Upload a clear photo of an identity document. It takes a minute.</p>
<form data-upload novalidate>
<fieldset><legend>Document</legend>
${choices}
</fieldset>
<label class="drop" data-drop>
<input type="file" name="document" accept="${KYC_IMAGE_TYPES.join(',')}" required>
<img alt="Preview of the chosen photo" data-preview hidden>
<strong data-drop-label>Choose a photo or drop it here</strong>
<span class="hint">JPEG, PNG or WebP · up to ${mb} MB · at least ${KYC_MIN_DOCUMENT_SIDE_PX} px on the shorter side</span>
</label>
<p class="error" role="alert" data-error hidden></p>
<button class="primary" type="submit" data-submit disabled>Submit for review</button>
</form>
</section>
<section data-view="pending" class="center" hidden aria-live="polite">
<div class="icon wait" aria-hidden="true"></div>
<h2>Under review</h2>
<p class="sub">We are checking your document. This takes about ${seconds} s — you can keep this window open.</p>
<div class="bar" aria-hidden="true"><span data-progress></span></div>
</section>
<section data-view="verified" class="center" hidden aria-live="polite">
<div class="icon ok" aria-hidden="true">✓</div>
<h2>Identity verified</h2>
<p class="sub">Thank you. Your account is verified and withdrawals are open.</p>
</section>
<section data-view="rejected" hidden aria-live="polite">
<div class="icon bad" aria-hidden="true">!</div>
<h2 class="center">Verification declined</h2>
<p class="reason" data-reason></p>
<button class="secondary" type="button" data-retry>Upload another photo</button>
</section>
<section data-view="expired" class="center" hidden>
<div class="icon bad" aria-hidden="true">⏱</div>
<h2>Session expired</h2>
<p class="sub">This verification session has expired. Start the verification again from your profile.</p>
</section>
<p class="note">Demo verifier: no document leaves this test server, and only a fingerprint of the photo is kept.</p>`;
  return layout(view.nonce, 'Verify your identity', config, body);
}

/** What a notice page shows. */
export interface VerifierNoticeView {
  nonce: string;
  title: string;
  message: string;
  /** The origin to notify (null: post nothing — e.g. an origin that is not ours). */
  targetOrigin: string | null;
  /** The message type posted to the parent at once, if any. */
  notify: 'tokenExpired' | null;
}

/** A page without steps: an expired, foreign or wrongly embedded verification link. */
export function renderVerifierNotice(view: VerifierNoticeView): string {
  const config: VerifierPageConfig = {
    token: null,
    targetOrigin: view.targetOrigin,
    source: KYC_MESSAGE_SOURCE,
    state: null,
    reviewMs: 0,
    maxBytes: KYC_MAX_UPLOAD_BYTES,
    types: KYC_IMAGE_TYPES,
    documentsUrl: VERIFIER_ENDPOINTS.documents,
    statusUrl: VERIFIER_ENDPOINTS.status,
    notify: view.notify,
  };
  return layout(
    view.nonce,
    view.title,
    config,
    `<section class="center"><div class="icon bad" aria-hidden="true">!</div><h2>${escapeHtml(view.title)}</h2><p class="sub">${escapeHtml(view.message)}</p></section>`,
  );
}
