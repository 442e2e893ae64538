/**
 * A demo page's script written as ES modules (`src/**\/browser/` folder of `// @ts-check`
 * files, one concern each), served as they are written, like http/browser-script.ts's single
 * files: read from the server's package folder, under tsx and the compiled bundle alike.
 * Every module is served under one versioned folder, `{path}/{version}/{file}`, the version a
 * hash of all of them: the modules' relative imports stay inside it, so every address names
 * one version and browsers keep them all for good; another version's address is not found.
 * The page loads the entry with `<script type="module">` and preloads the modules it imports
 * (found by reading the files' static `import … from './x.js'` lines), so the browser fetches
 * them at once instead of one import level after another.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../config.ts';
import {
  sendBrowserScript,
  VERSIONED_SCRIPT_CACHE_CONTROL,
  type BrowserScriptOptions,
} from './browser-script.ts';

/** A page's script as a folder of ES modules the server serves. */
export interface BrowserModules {
  /** The URL path the versioned folder is served under. */
  readonly path: string;
  /** Every module's text by file name. */
  files(): ReadonlyMap<string, string>;
  /** The version: a hash of every module's name and text. */
  version(): string;
  /** The entry module's address, for `<script type="module" src>`. */
  src(): string;
  /** The addresses of the modules the entry imports, directly or not, for `modulepreload`. */
  preloads(): string[];
}

/** A static import or re-export of a sibling module, at the start of a line (not in JSDoc). */
const SIBLING_IMPORT = /^(?:import|export)\b[^;]*?\bfrom '\.\/([\w.-]+\.js)';/gm;

/** The modules `entry` imports, directly or not, in the order first met. */
function importedBy(entry: string, files: ReadonlyMap<string, string>): string[] {
  const seen = new Set([entry]);
  const order: string[] = [];
  const visit = (file: string) => {
    for (const match of (files.get(file) ?? '').matchAll(SIBLING_IMPORT)) {
      const name = match[1]!;
      if (seen.has(name) || !files.has(name)) continue;
      seen.add(name);
      order.push(name);
      visit(name);
    }
  };
  visit(entry);
  return order;
}

/**
 * The modules in `dir` (relative to `server/src`), served at `path`, starting from `entry`.
 * The folder is read once, on first use (a missing one fails the first page that needs it).
 */
export function browserModules(path: string, dir: string, entry: string): BrowserModules {
  let loaded: { files: Map<string, string>; version: string; preloads: string[] } | null = null;
  const load = () => {
    if (!loaded) {
      const folder = join(SERVER_ROOT, 'src', dir);
      const names = readdirSync(folder)
        .filter((name) => name.endsWith('.js'))
        .sort();
      const files = new Map(names.map((name) => [name, readFileSync(join(folder, name), 'utf8')]));
      if (!files.has(entry)) throw new Error(`${dir}/${entry} is missing`);
      const hash = createHash('sha256');
      for (const [name, body] of files) hash.update(`${name}\0${body}\0`);
      const version = hash.digest('base64url').slice(0, 16);
      loaded = { files, version, preloads: importedBy(entry, files) };
    }
    return loaded;
  };
  const address = (file: string) => `${path}/${load().version}/${file}`;
  return {
    path,
    files: () => load().files,
    version: () => load().version,
    src: () => address(entry),
    preloads: () => load().preloads.map(address),
  };
}

/**
 * Mounts `GET {modules.path}/{version}/{file}`: the current version's modules as JavaScript,
 * kept for good, with an ETag; any other version or file is not found.
 */
export function registerBrowserModules(
  app: FastifyInstance,
  modules: BrowserModules,
  options: Pick<BrowserScriptOptions, 'loadedBySandboxedFrames'> = {},
): void {
  app.get(`${modules.path}/:version/:file`, async (request, reply) => {
    const { version, file } = request.params as { version: string; file: string };
    const body = version === modules.version() ? modules.files().get(file) : undefined;
    if (body === undefined) return reply.callNotFound();
    return sendBrowserScript(request, reply, body, {
      cacheControl: VERSIONED_SCRIPT_CACHE_CONTROL,
      loadedBySandboxedFrames: options.loadedBySandboxedFrames,
    });
  });
}
