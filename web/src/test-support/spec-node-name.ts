/**
 * happy-dom answers `''` from `Node.prototype.nodeName` and overrides the getter in subclasses;
 * in browsers (and the DOM spec) `Node.prototype`'s getter is the only one and answers each
 * node's name. DOMPurify reads names through that getter (so a clobbered `nodeName` cannot lie
 * to it), and under happy-dom sees every element as nameless: it drops the root and stops
 * early, leaving scripts in place. Tests that run DOMPurify install this first, so the
 * sanitiser they test behaves as it does in a browser.
 */
export function installSpecNodeName(): void {
  const proto = globalThis.Node.prototype;
  const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
  if (!own?.get) return;
  Object.defineProperty(proto, 'nodeName', {
    ...own,
    get(this: Node): string {
      // The nearest getter below Node.prototype is the node's own (Element, Text, …).
      for (let p = Object.getPrototypeOf(this); p && p !== proto; p = Object.getPrototypeOf(p)) {
        const getter = Object.getOwnPropertyDescriptor(p, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
      }
      return own.get!.call(this) as string;
    },
  });
}
