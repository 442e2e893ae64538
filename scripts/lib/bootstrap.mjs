// Makes a fresh machine (only Node >= 20.19 and npm) ready to build and test Croupier:
// pnpm, the workspace's dependencies and, for browser tests, Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '10.34.9';

/** Runs a command in the repository root, inheriting stdio; throws on failure. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  if (res.error) throw res.error;
  if (res.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
    err.exitCode = res.status ?? 1;
    throw err;
  }
}

function works(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'ignore' });
  return res.status === 0;
}

/** pnpm as [command, ...leading args]: the one on PATH, or a pinned one through npx. */
export function pnpmCommand() {
  const res = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (res.status === 0 && Number(res.stdout.trim().split('.')[0]) >= 10) return ['pnpm'];
  console.log(`[bootstrap] pnpm not found; using npx pnpm@${PNPM_VERSION}`);
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Installs the workspace's dependencies exactly as locked. */
export function installDependencies() {
  const [cmd, ...pre] = pnpmCommand();
  run(cmd, [...pre, 'install', '--frozen-lockfile', '--prefer-offline'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: process.env.CI ?? 'true' },
  });
  return [cmd, ...pre];
}

/** Path of the Chromium the end-to-end tests drive; installs Debian's when missing and root. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('[bootstrap] installing Debian Chromium for the end-to-end tests');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(path))
    throw new Error(`Chromium still missing at ${path} after apt-get install.`);
  return path;
}

export { works };
