/**
 * A small operator command line over the operator endpoints (README.md "Operator"):
 *
 *   pnpm --filter @croupier/server operator list [status]
 *   pnpm --filter @croupier/server operator approve wdr-12
 *   pnpm --filter @croupier/server operator decline wdr-12 "Card holder does not match"
 *   pnpm --filter @croupier/server operator switches
 *   pnpm --filter @croupier/server operator switch application unavailable|disabled|open
 *   pnpm --filter @croupier/server operator switch payments down|error|garbled|up
 *   pnpm --filter @croupier/server operator ban demo@croupier.test   (or unban; uid or login)
 *
 * It calls the running server at CROUPIER_URL (default http://127.0.0.1:3000) with
 * OPERATOR_TOKEN, so a decision goes through the same guarded transitions as any other.
 */

import { pathToFileURL } from 'node:url';

/** A parsed command, or null when the arguments make none. */
export type OperatorCommand =
  | { action: 'list'; status: string }
  | { action: 'approve'; id: string }
  | { action: 'decline'; id: string; reason: string }
  | { action: 'switches' }
  | { action: 'switch'; name: string; value: string }
  | { action: 'ban' | 'unban'; player: string };

// Exported (with operatorRequest) for operator-cli.test.ts: arguments and requests without a process.
/** Reads the command line (`process.argv.slice(2)`). */
export function parseOperatorCommand(args: readonly string[]): OperatorCommand | null {
  const [action, id, ...rest] = args;
  if (action === 'list') return { action, status: id ?? 'review' };
  if (action === 'approve' && id) return { action, id };
  if (action === 'decline' && id && rest.length > 0) {
    return { action, id, reason: rest.join(' ') };
  }
  if (action === 'switches' && !id) return { action };
  if (action === 'switch' && id && rest.length === 1) return { action, name: id, value: rest[0]! };
  if ((action === 'ban' || action === 'unban') && id && rest.length === 0) {
    return { action, player: id };
  }
  return null;
}

/** The HTTP request a command makes. */
export function operatorRequest(
  command: OperatorCommand,
  baseUrl: string,
): { method: 'GET' | 'POST'; url: string; body?: string } {
  const base = baseUrl.replace(/\/+$/, '');
  if (command.action === 'switches') return { method: 'GET', url: `${base}/operator/switches` };
  if (command.action === 'switch') {
    const { name, value } = command;
    return {
      method: 'POST',
      url: `${base}/operator/switches`,
      body: JSON.stringify({ name, value }),
    };
  }
  if ('player' in command) {
    return {
      method: 'POST',
      url: `${base}/operator/players/${encodeURIComponent(command.player)}/${command.action}`,
    };
  }
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
      'usage: OPERATOR_TOKEN=… operator list [status] | approve <wdr-id> | decline <wdr-id> <reason…>' +
        ' | switches | switch <name> <value> | ban <uid|login> | unban <uid|login>',
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
