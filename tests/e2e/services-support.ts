/**
 * Shared steps of the shell and platform-services suites: themes, screenshots at 375 and
 * 1440 px, the axe check, and a second reference server with other settings (e.g. a short
 * forced-logout period).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { saveScreens, seriousViolations } from '../harness/screens.ts';

/** Sets the theme cookie the app reads before first paint. */
export async function useTheme(page: Page, baseURL: string, theme: 'dark' | 'light') {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
}

/** Saves the page at 375 px and 1440 px as `<name>-<theme>-<width>.png` (harness/screens.ts). */
export async function screens(page: Page, name: string, theme: 'dark' | 'light' = 'dark') {
  await saveScreens(page, `${name}-${theme}`);
}

/** No serious or critical axe violation on the page (or inside `include`). */
export async function expectAccessible(page: Page, include?: string) {
  expect(await seriousViolations(page, include)).toEqual([]);
}

/** A reference server of its own, started with extra settings; `stop()` ends it. */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const answering = await fetch(`${origin}/health`).then(
    () => true,
    () => false,
  );
  if (answering)
    throw new Error(`Port ${port} is taken: a server with other settings answers there`);
  const child: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../../server/', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: ':memory:',
      SEED_GAMES: '40',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // If the worker ends without stopping it (a failed hook, an interrupt), the server goes too.
  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.pid === undefined) return;
      // The whole group: pnpm, tsx and the server's node process.
      const group = -child.pid;
      try {
        process.kill(group, 'SIGTERM');
      } catch {
        return;
      }
      for (let i = 0; i < 25; i += 1) {
        const gone = await fetch(`${origin}/health`).then(
          () => false,
          () => true,
        );
        if (gone) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}
