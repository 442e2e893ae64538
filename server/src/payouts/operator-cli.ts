/**
 * A small operator command line over the operator endpoints (README.md "Operator"):
 *
 *   pnpm --filter @croupier/server operator list [status]
 *   pnpm --filter @croupier/server operator approve wdr-12
 *   pnpm --filter @croupier/server operator decline wdr-12 "Card holder does not match"
 *
 * It calls the running server at CROUPIER_URL (default http://127.0.0.1:3000) with
 * OPERATOR_TOKEN, so a decision goes through the same guarded transitions as any other.
 */

import { pathToFileURL } from 'node:url';

/** A parsed command, or null when the arguments make none. */
export type OperatorCommand =
  | { action: 'list'; status: string }
  | { action: 'approve'; id: string }
  | { action: 'decline'; id: string; reason: string };

/** Reads the command line (`process.argv.slice(2)`). */
export function parseOperatorCommand(args: readonly string[]): OperatorCommand | null {
  const [action, id, ...rest] = args;
  if (action === 'list') return { action, status: id ?? 'review' };
  if (action === 'approve' && id) return { action, id };
  if (action === 'decline' && id && rest.length > 0) {
    return { action, id, reason: rest.join(' ') };
  }
  return null;
}

/** The HTTP request a command makes. */
export function operatorRequest(
  command: OperatorCommand,
  baseUrl: string,
): { method: 'GET' | 'POST'; url: string; body?: string } {
  const base = baseUrl.replace(/\/+$/, '');
  if (command.action === 'list') {
    return {
      method: 'GET',
      url: `${base}/operator/withdrawals?status=${encodeURIComponent(command.status)}`,
    };
  }
  const path = `${base}/operator/withdrawals/${encodeURIComponent(command.id)}/${command.action}`;
  return command.action === 'decline'
    ? { method: 'POST', url: path, body: JSON.stringify({ reason: command.reason }) }
    : { method: 'POST', url: path };
}

async function main(): Promise<number> {
  const command = parseOperatorCommand(process.argv.slice(2));
  const token = process.env.OPERATOR_TOKEN?.trim();
  if (!command || !token) {
    console.error(
      'usage: OPERATOR_TOKEN=… operator list [status] | approve <wdr-id> | decline <wdr-id> <reason…>',
    );
    return 2;
  }
  const request = operatorRequest(command, process.env.CROUPIER_URL ?? 'http://127.0.0.1:3000');
  const res = await fetch(request.url, {
    method: request.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body,
  });
  console.log(JSON.stringify(await res.json(), null, 2));
  return res.ok ? 0 : 1;
}

// Run only as a script, never on import (tests import the parsers).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
