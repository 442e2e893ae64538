/**
 * The demo provider's checkout page: self-contained HTML (inline styles, one same-origin
 * script since the CSP allows no inline script) showing the amount and method, with the four
 * outcomes a tester may choose.
 */
import { formatMoney } from '@croupier/core/format';
import { escapeHtml, htmlDocument } from '../html/index.ts';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';

/** What the checkout page shows. */
export interface CheckoutPageView {
  transactionId: string;
  token: string;
  amount: string;
  currency: string;
  methodName: string;
  newWindow: boolean;
  settleDelayMs: number;
}

/** What the page shows once an outcome is chosen (or for an unknown checkout). */
export interface CheckoutNoticeView {
  title: string;
  message: string;
  /** Where "Return to the casino" leads; the script follows it at once when `autoReturn`. */
  returnUrl: string | null;
  autoReturn: boolean;
  newWindow: boolean;
}

const STYLE = `
:root{color-scheme:dark;--bg:#0d1117;--card:#161b26;--line:#273044;--text:#e8ecf4;--muted:#8d97ab;
--accent:#3ecf8e;--danger:#f06a6a;--warn:#f5b84b;--radius:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 20% 0%,#1b2540 0,var(--bg) 55%);color:var(--text);padding:24px}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:28px;box-shadow:0 24px 60px rgba(0,0,0,.45)}
header{display:flex;align-items:center;gap:12px;margin-bottom:24px}
.logo{width:40px;height:40px;border-radius:12px;background:linear-gradient(135deg,#3ecf8e,#2a8cff);display:grid;place-items:center;font-weight:800;color:#0d1117}
h1{font-size:18px;margin:0}
.sub{margin:2px 0 0;font-size:13px;color:var(--muted)}
.amount{font-size:34px;font-weight:800;letter-spacing:-.02em;margin:0 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0;padding:16px;border:1px solid var(--line);border-radius:12px;font-size:14px}
dt{color:var(--muted)}dd{margin:0;text-align:right;word-break:break-all}
.badge{display:inline-block;font-size:12px;padding:3px 8px;border-radius:999px;background:#24314d;color:#a9c4ff;margin-bottom:12px}
form{display:grid;gap:10px}
button,.button{appearance:none;border:0;border-radius:12px;padding:14px 16px;font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;display:block}
button:focus-visible,.button:focus-visible{outline:3px solid #a9c4ff;outline-offset:2px}
.success{background:var(--accent);color:#06241a}
.fail{background:transparent;color:var(--danger);border:1px solid var(--danger)}
.cancel{background:transparent;color:var(--text);border:1px solid var(--line)}
.pending{background:transparent;color:var(--warn);border:1px solid var(--warn)}
form[aria-busy=true] button{opacity:.5;pointer-events:none}
.note{font-size:12px;color:var(--muted);margin:18px 0 0;text-align:center}
.row{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.title{font-size:24px;margin:0 0 8px}
.message{margin:0 0 20px}
`;

function layout(title: string, body: string): string {
  return htmlDocument({
    title: `${title} · Croupier Demo Pay`,
    head: `<style>${STYLE}</style>\n<script src="${escapeHtml(CHECKOUT_SCRIPT.src())}" defer></script>`,
    body: `<main>
<header><div class="logo" aria-hidden="true">DP</div><div><h1>Croupier Demo Pay</h1><p class="sub">Test payments · no real money moves</p></div></header>
${body}
</main>`,
  });
}

/** The checkout page with its outcome buttons. */
export function renderCheckoutPage(view: CheckoutPageView): string {
  const seconds = Math.max(1, Math.round(view.settleDelayMs / 1000));
  // Long delays (a test suite's hour) read in minutes.
  const settlesIn = seconds < 120 ? `${seconds}&nbsp;s` : `${Math.round(seconds / 60)}&nbsp;min`;
  const body = `
${view.newWindow ? '<span class="badge">Opened in a new window</span>' : ''}
<p class="sub">Amount to pay</p>
<p class="amount">${escapeHtml(formatMoney(view.amount, view.currency))}</p>
<dl>
<dt>Method</dt><dd>${escapeHtml(view.methodName)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(view.transactionId)}</dd>
</dl>
<form method="post" action="/demo-pay/${encodeURIComponent(view.transactionId)}" data-checkout>
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<button class="success" type="submit" name="outcome" value="success">Pay ${escapeHtml(formatMoney(view.amount, view.currency))} · Success</button>
<div class="row">
<button class="fail" type="submit" name="outcome" value="fail">Fail</button>
<button class="cancel" type="submit" name="outcome" value="cancel">Cancel</button>
</div>
<button class="pending" type="submit" name="outcome" value="pending">Pending · settles in ${settlesIn}</button>
</form>
<p class="note">${
    view.newWindow
      ? 'This window closes by itself and the casino shows the result.'
      : 'You return to the casino after choosing an outcome.'
  }</p>`;
  return layout('Checkout', body);
}

/** A page without buttons: a completed or unknown checkout. */
export function renderCheckoutNotice(view: CheckoutNoticeView): string {
  const link = view.returnUrl
    ? `<a class="button success" href="${escapeHtml(view.returnUrl)}" data-return${
        view.autoReturn ? ' data-auto' : ''
      }${view.newWindow ? ' data-new-window' : ''}>Return to the casino</a>`
    : '';
  return layout(
    view.title,
    `<h2 class="title">${escapeHtml(view.title)}</h2><p class="sub message">${escapeHtml(view.message)}</p>${link}`,
  );
}
