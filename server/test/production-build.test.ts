/**
 * The production build (`pnpm --filter @croupier/server build`, what `npm start` runs): the
 * bundle starts under plain Node, finds its migrations, content and the game pages' script
 * modules, seeds the demo once (a restart of the same build skips the seed), answers /ready,
 * and a SIGTERM shuts it down cleanly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';

const OUT_DIR = 'dist-test'; // beside src/, as dist/ is: the bundle finds server/ from its own path

function waitForAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

describe('the compiled server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-build-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(SERVER_ROOT, OUT_DIR), { recursive: true, force: true });
  });

  it('builds, starts under plain Node, is ready, and exits cleanly on SIGTERM', async () => {
    const build = spawnSync(
      join(SERVER_ROOT, '..', 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', OUT_DIR, '--logLevel', 'warn'],
      { cwd: SERVER_ROOT, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);

    const first = await start();
    expect(first.output()).toMatch(/Seeded 40 games and the demo account/);
    const ready = await fetch(`${first.url}/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe('ready');
    // The game pages' script modules are read from the package folder beside the bundle.
    const book = await fetch(`${first.url}/platform/game/${SPORTSBOOK_SYSNAME}/play`);
    expect(book.status).toBe(200);
    const src = /<script type="module" src="([^"]+)">/.exec(await book.text())?.[1];
    expect(src).toMatch(/^\/platform\/game-assets\/sportsbook\//);
    const script = await fetch(`${first.url}${src}`);
    expect(script.status).toBe(200);
    expect(await script.text()).toMatch(/^\/\/ @ts-check\n/);
    expect(await stop()).toBe(0);

    // The same build on the same database the same day: the seed is not checked again.
    const second = await start();
    expect(second.output()).toMatch(/already seeded by this build today/);
    expect(second.output()).not.toMatch(/Seeded/);
    expect((await fetch(`${second.url}/ready`)).status).toBe(200);
    expect(await stop()).toBe(0);
  }, 180_000);

  async function start(): Promise<{ url: string; output: () => string }> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SEED_GAMES: '40',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, [join(OUT_DIR, 'main.js')], { cwd: SERVER_ROOT, env });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const url = await waitForAddress(child);
    return { url, output: () => out };
  }

  function stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
    child!.kill('SIGTERM');
    return exited;
  }
});
