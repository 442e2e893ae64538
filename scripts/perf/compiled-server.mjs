/**
 * Starts the compiled server (`node server/dist/main.js`, production mode) for the perf
 * scripts, on a free loopback port, and times it from spawn to its "running at" line: wall
 * time, and the CPU time the process spent (user + system, from /proc: all threads, and the
 * main thread alone) — on this shared machine the wall time stretches with everyone else's
 * load, the CPU time much less.
 * The database is the one `env` names (DATA_DIR or DATABASE_URL), never one set in the
 * caller's environment.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const bundle = join(root, 'server', 'dist', 'main.js');

/**
 * CPU seconds (user + system) used so far by process `pid` (all its threads: V8's compiler and
 * GC helpers too) or, with `mainThread`, by its main thread alone; null off Linux.
 */
function cpuSeconds(pid, mainThread = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/${mainThread ? `task/${pid}/` : ''}stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Resolves once listening: `{ child, url, startMs, startCpuMs, startMainThreadCpuMs, stop() }`. */
export async function startCompiledServer(env) {
  if (!existsSync(bundle)) {
    throw new Error('server/dist/main.js is missing: run `pnpm --filter @croupier/server build`');
  }
  const { DATA_DIR: _dir, DATABASE_URL: _url, ...inherited } = process.env;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: join(root, 'server'),
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const startMs = performance.now() - startedAt;
  const cpu = cpuSeconds(child.pid);
  const mainCpu = cpuSeconds(child.pid, true);
  return {
    child,
    url,
    startMs,
    startCpuMs: cpu === null ? null : cpu * 1000,
    startMainThreadCpuMs: mainCpu === null ? null : mainCpu * 1000,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
