/**
 * How web's and the miniapp's client builds are minified (their Vite configs spread this into
 * `build`). Terser with a second compress pass, over esbuild's default: the first load's scripts
 * come out ~5% smaller as transferred (web home 115.2 → 110.1 KB, a Mini App launch 138.6 →
 * 131.9 KB, by scripts/perf/first-load-bytes.mjs), for a few seconds more of build. Only safe
 * transforms: the stores are proxies whose property reads subscribe (valtio), so nothing that
 * assumes reads are free (`pure_getters`, `unsafe*`) is on. The server bundle (SSR) is left
 * unminified: Node reads it from disk.
 */
import type { BuildOptions } from 'vite';

export const CLIENT_MINIFY: Pick<BuildOptions, 'minify' | 'terserOptions'> = {
  minify: 'terser',
  terserOptions: {
    // Every chunk is an ES module: its top-level names are its own to shorten.
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: false },
  },
};
