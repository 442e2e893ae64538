/**
 * `pnpm --filter @croupier/server start`: loads the config, opens and migrates the database,
 * seeds the demo content, listens, and shuts down gracefully on SIGINT/SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp, databaseOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { loadWebRenderer } from './routes/server-render.ts';
import { warmImages } from './image-proxy/index.ts';
import { demoSeedRunKey, seedDemoContent, seedDemoContentOnce } from './seed.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The web's server bundle loads while the database opens (buildApp reports a failure).
  const webRenderer = loadWebRenderer(config.webSsr);
  webRenderer.catch(() => undefined);
  const handle = await openDatabase(config);
  await migrateDatabase(handle);
  if (config.seedDemo) {
    const t = Date.now();
    const options = { games: config.seedGames };
    // Compiled: a seed this build already ran here today is skipped (seed.ts).
    const runKey = demoSeedRunKey(fileURLToPath(import.meta.url), options);
    const seeded = runKey
      ? await seedDemoContentOnce(handle.db, options, runKey)
      : await seedDemoContent(handle.db, options);
    if (!seeded) console.log('Demo content: already seeded by this build today');
    else if (seeded.gamesInserted > 0 || seeded.demoUserCreated) {
      console.log(
        `Seeded ${seeded.gamesInserted} games and the demo account in ${Date.now() - t} ms`,
      );
    }
  }
  const app = await buildApp({ config, ...databaseOptions(handle), webRenderer });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address() as AddressInfo;
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Croupier is running at http://${shown}:${address.port}`);
  if (config.operatorTokenGenerated) {
    // A fresh one each start: set OPERATOR_TOKEN to keep one (production has none unless set).
    console.log(`Operator token for /operator/* (this run only): ${config.operatorToken}`);
  }
  // In the background: the first screens' images rendered before the first visitor asks.
  const warming = Date.now();
  void warmImages(app).then((count) =>
    console.log(`Image warm-up: ${count} images rendered in ${Date.now() - warming} ms`),
  );

  // Graceful shutdown: /ready turns 503 so balancers stop routing here, the server stops
  // accepting, in-flight requests finish and sockets close (Fastify's close), clocks stop
  // after their current run; past SHUTDOWN_TIMEOUT_MS the process exits anyway.
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    app.draining = true;
    const deadline = setTimeout(() => {
      console.error(`Shutdown took over ${config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  // SIGHUP: read the content files again here and on every other instance.
  process.on('SIGHUP', () => {
    app.reloadContent(true).then(
      () => console.log('SIGHUP: content reloaded'),
      (err: unknown) => console.error('SIGHUP: content not reloaded:', err),
    );
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
