// `npm start`: installs what is missing, builds the web and miniapp clients and the server's
// production bundle (each package with a build script), then starts the compiled server in
// production mode. The server serves the client builds from the same origin: web at /, the
// miniapp at /miniapp/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, root, run } from './lib/bootstrap.mjs';

const [cmd, ...pre] = installDependencies();

for (const pkg of ['web', 'miniapp', 'server']) {
  const manifest = join(root, pkg, 'package.json');
  if (!existsSync(manifest)) {
    console.log(`[start] ${pkg}: no package.json, skipping its build`);
    continue;
  }
  const { name, scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!scripts.build) {
    console.log(`[start] ${pkg}: no build script, skipping`);
    continue;
  }
  console.log(`[start] building ${name}`);
  run(cmd, [...pre, '--filter', name, 'run', 'build']);
}

try {
  run(cmd, [...pre, '--filter', '@croupier/server', 'start'], {
    // Production mode with the demo conveniences (outbox viewer, printed operator token):
    // a real deployment sets NODE_ENV=production and leaves DEMO_MODE off.
    env: { NODE_ENV: 'production', DEMO_MODE: process.env.DEMO_MODE ?? '1' },
  });
} catch (err) {
  // Ctrl+C ends the server with a signal; that is a normal way to stop it.
  if (err.exitCode === 130 || err.exitCode === 143) process.exit(0);
  throw err;
}
