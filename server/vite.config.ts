import { defineConfig } from 'vite';

/**
 * The production build of the server (`pnpm --filter @croupier/server build`): one ES module
 * bundle of src/main.ts with our workspace code (server and core) compiled in, every npm
 * dependency left external and loaded from node_modules at run time. `npm start` runs it with
 * plain Node; tsx stays for development and tests.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
  },
  ssr: {
    // Workspace packages are TypeScript sources: bundle them; everything else stays external.
    noExternal: [/^@croupier\//],
  },
});
