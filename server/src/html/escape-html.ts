/** HTML escaping for the server's own pages (demo game, checkout, consent, outbox) and SVGs. */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // Numeric, so the same text is valid in HTML and in XML (SVG artwork).
  "'": '&#39;',
};

/** Escapes text for element content and quoted attribute values (HTML and XML alike). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
