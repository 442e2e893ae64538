/**
 * Custom code snippets of the site settings (§3: isEnabled, position head, bodyStart or
 * bodyEnd, code), injected once per page. Scripts are re-created so the browser runs them
 * (parsed markup never executes); a failing snippet is logged only (§8).
 */
import type { contract } from '@croupier/core';
import type { Logger } from '@croupier/core/state';

type CustomCode = contract.cms.CustomCode;

/** Marks what was injected (and lets a test find it). */
const CUSTOM_CODE_ATTRIBUTE = 'data-custom-code';

const injected = new WeakSet<Document>();

function materialise(doc: Document, code: string): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = code;
  return Array.from(template.content.childNodes, (node) => {
    if (node.nodeName !== 'SCRIPT') {
      if (node.nodeType === 1) (node as Element).setAttribute(CUSTOM_CODE_ATTRIBUTE, '');
      return doc.importNode(node, true);
    }
    const source = node as HTMLScriptElement;
    const script = doc.createElement('script');
    for (const { name, value } of Array.from(source.attributes)) script.setAttribute(name, value);
    script.text = source.text;
    script.setAttribute(CUSTOM_CODE_ATTRIBUTE, '');
    return script;
  });
}

/**
 * Injects the enabled snippets into `doc` (in their order per position); a second call for
 * the same document does nothing. Returns how many snippets were injected.
 */
export function injectCustomCode(
  doc: Document,
  snippets: readonly CustomCode[] | undefined,
  log: Logger,
): number {
  if (injected.has(doc)) return 0;
  injected.add(doc);
  let count = 0;
  const bodyStart: Node[] = [];
  for (const snippet of snippets ?? []) {
    if (!snippet.isEnabled || !snippet.code.trim()) continue;
    try {
      const nodes = materialise(doc, snippet.code);
      if (snippet.position === 'head') doc.head.append(...nodes);
      else if (snippet.position === 'bodyEnd') doc.body.append(...nodes);
      else bodyStart.push(...nodes);
      count += 1;
    } catch (error) {
      log(error);
    }
  }
  if (bodyStart.length > 0) doc.body.prepend(...bodyStart);
  return count;
}
