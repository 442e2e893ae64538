/** Adds an external script to the page and waits for it (chat vendors, §3). */

/** Appends `<script src>` with `attributes` to `doc`'s body; resolves on load, rejects on error. */
export function loadScript(
  doc: Document,
  src: string,
  attributes: Readonly<Record<string, string>> = {},
): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = src;
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`The chat script ${src} did not load`));
      },
      { once: true },
    );
    doc.body.appendChild(script);
  });
}
