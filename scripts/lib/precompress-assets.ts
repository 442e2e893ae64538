/**
 * Pre-compressed builds (DESIGN §5a), shared by web's and the miniapp's Vite configs: once Vite
 * has written a client build (public files included), every text file gets a brotli (`.br`,
 * quality 11) and a gzip (`.gz`, level 9) sibling. The server picks one by Accept-Encoding
 * (`preCompressed` in server/src/routes/static-clients.ts), so these files are compressed once,
 * with the slowest and smallest settings, instead of on every request. Images and fonts are
 * compressed formats already and are left alone; so is Vite's own `.vite/` (build tooling input).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Extensions of the built files worth compressing. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
  '.map',
  '.wasm',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns their relative paths. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !relative(dir, file).split(sep).includes('.vite'));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // Written even when a tiny file does not shrink: with no sibling the server would
      // compress the file on the fly instead, on every request.
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.map((file) => relative(dir, file));
}

/** The Vite plugin: pre-compresses the client build's output directory after it is written. */
export function precompressAssets(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'croupier:precompress-assets',
    apply: 'build',
    configResolved(config) {
      // A server-side build's output is read by node, never sent to a browser.
      outDir = config.build.ssr ? null : resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error || !outDir || !existsSync(outDir)) return;
      const files = await precompressDirectory(outDir);
      this.info(`pre-compressed ${files.length} files (.br, .gz)`);
    },
  };
}
