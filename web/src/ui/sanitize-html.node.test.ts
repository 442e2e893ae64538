// @vitest-environment node
import { expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// Server-side rendering may come: the module loads without a DOM, and without one it renders
// nothing rather than HTML it could not sanitise.
it('loads without window and fails closed', () => {
  expect(typeof window).toBe('undefined');
  expect(sanitizeHtml('<p>x</p><script>alert(1)</script>')).toBe('');
});
