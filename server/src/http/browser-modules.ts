/**
 * A demo page's script written as ES modules (`src/**\/browser/` folder of `// @ts-check`
 * files, one concern each), served as they are written, like http/browser-script.ts's single
 * files: read from the server's package folder, under tsx and the compiled bundle alike.
 * Every module is served under one versioned folder, `{path}/{version}/{file}`, the version a
 * hash of all of them: the modules' relative imports stay inside it, so every address names
 * one version and browsers keep them all for good; another version's address is not found.
 * Modules several pages share live in a folder of their own, served once at its own path
 * (`browserModuleFolder`); a page's module imports one by its path in the source tree (so the
 * type checker follows it), and that specifier is served as the shared folder's versioned
 * address — the page's version then changes with the shared one's.
 * The page loads the entry with `<script type="module">` and preloads the modules it imports
 * (found by reading the files' static `import … from '…'` lines), so the browser fetches
 * them at once instead of one import level after another.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../config.ts';
import {
  sendBrowserScript,
  VERSIONED_SCRIPT_CACHE_CONTROL,
  type BrowserScriptOptions,
} from './browser-script.ts';

/** A folder of ES modules the server serves under one versioned path. */
export interface BrowserModuleFolder {
  /** The URL path the versioned folder is served under. */
  readonly path: string;
  /** The folder, relative to `server/src`. */
  readonly dir: string;
  /** Every module's text by file name, as served. */
  files(): ReadonlyMap<string, string>;
  /** The version: a hash of every module's name and served text. */
  version(): string;
}

/** A page's script as a folder of ES modules the server serves, started from one entry. */
export interface BrowserModules extends BrowserModuleFolder {
  /** The entry module's address, for `<script type="module" src>`. */
  src(): string;
  /** The addresses of the modules the entry imports, directly or not, for `modulepreload`. */
  preloads(): string[];
}

/** A static import or re-export of a module, at the start of a line (not in JSDoc). */
const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom '([^']+\.js)';/gm;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The addresses of the modules `entry` imports, directly or not, in the order first met. */
function importedBy(
  home: BrowserModuleFolder,
  entry: string,
  uses: readonly BrowserModuleFolder[],
): string[] {
  const at = (folder: BrowserModuleFolder, file: string) =>
    `${folder.path}/${folder.version()}/${file}`;
  const seen = new Set([at(home, entry)]);
  const order: string[] = [];
  const visit = (folder: BrowserModuleFolder, file: string) => {
    for (const match of (folder.files().get(file) ?? '').matchAll(STATIC_IMPORT)) {
      const specifier = match[1]!;
      const shared = uses.find((one) => specifier.startsWith(at(one, '')));
      const target = specifier.startsWith('./')
        ? { folder, file: specifier.slice(2) }
        : shared && { folder: shared, file: specifier.slice(at(shared, '').length) };
      if (!target || !target.folder.files().has(target.file)) continue;
      const address = at(target.folder, target.file);
      if (seen.has(address)) continue;
      seen.add(address);
      order.push(address);
      visit(target.folder, target.file);
    }
  };
  visit(home, entry);
  return order;
}

/**
 * The modules in `dir` (relative to `server/src`), served at `path`; their imports of the
 * shared folders `uses` by source path (`'../../x/browser/api.js'`) are served as those
 * folders' addresses (`'/x/{version}/api.js'`). A folder pages share is one of these, with no
 * entry of its own. The folder is read once, on first use (a missing one fails the first page
 * that needs it).
 */
export function browserModuleFolder(
  path: string,
  dir: string,
  uses: readonly BrowserModuleFolder[] = [],
): BrowserModuleFolder {
  let loaded: { files: Map<string, string>; version: string } | null = null;
  const served = (text: string) =>
    uses.reduce((body, shared) => {
      const source = escapeRegExp(posix.relative(dir, shared.dir));
      const specifier = new RegExp(`(\\bfrom ')${source}/([\\w.-]+\\.js';)`, 'g');
      return body.replace(specifier, `$1${shared.path}/${shared.version()}/$2`);
    }, text);
  const load = () => {
    if (!loaded) {
      const folder = join(SERVER_ROOT, 'src', dir);
      const names = readdirSync(folder)
        .filter((name) => name.endsWith('.js'))
        .sort();
      const files = new Map(
        names.map((name) => [name, served(readFileSync(join(folder, name), 'utf8'))]),
      );
      const hash = createHash('sha256');
      for (const [name, body] of files) hash.update(`${name}\0${body}\0`);
      loaded = { files, version: hash.digest('base64url').slice(0, 16) };
    }
    return loaded;
  };
  return { path, dir, files: () => load().files, version: () => load().version };
}

/** `browserModuleFolder`, started from `entry`: a page's script. */
export function browserModules(
  path: string,
  dir: string,
  entry: string,
  uses: readonly BrowserModuleFolder[] = [],
): BrowserModules {
  const folder = browserModuleFolder(path, dir, uses);
  let preloads: string[] | null = null;
  const version = () => {
    if (!folder.files().has(entry)) throw new Error(`${dir}/${entry} is missing`);
    return folder.version();
  };
  return {
    ...folder,
    src: () => `${path}/${version()}/${entry}`,
    preloads: () => {
      version();
      preloads ??= importedBy(folder, entry, uses);
      return preloads;
    },
  };
}

/**
 * Mounts `GET {modules.path}/{version}/{file}`: the current version's modules as JavaScript,
 * kept for good, with an ETag; any other version or file is not found.
 */
export function registerBrowserModules(
  app: FastifyInstance,
  modules: BrowserModuleFolder,
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
