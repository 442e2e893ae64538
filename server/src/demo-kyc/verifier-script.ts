/**
 * The verifier page's script, browser/verifier-page.js (what it does: that file), served from
 * our origin by verifier-routes.ts.
 */
import { browserScript } from '../http/browser-script.ts';
import { KYC_PAGE_PATH } from './kyc-rules.ts';

/** The verifier page's script. */
export const VERIFIER_SCRIPT = browserScript(
  `${KYC_PAGE_PATH}/verifier-page.js`,
  'demo-kyc/browser/verifier-page.js',
);
