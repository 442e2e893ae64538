/** The operator's switches and ban (server/src/operator) as the end-to-end specs use them. */
import type { APIRequestContext } from '@playwright/test';
import { operatorCall } from './operator.ts';

/** Sets a switch (`application`: open | unavailable | disabled; `payments`: up | down | error | garbled). */
export async function setSwitch(
  request: APIRequestContext,
  name: 'application' | 'payments',
  value: string,
): Promise<void> {
  await operatorCall(request, 'POST', '/operator/switches', { name, value });
}

/** Every switch back to normal play (after a spec that changed one). */
export async function resetSwitches(request: APIRequestContext): Promise<void> {
  await setSwitch(request, 'application', 'open');
  await setSwitch(request, 'payments', 'up');
}

/** Bans a player by uid or login. */
export async function banPlayer(request: APIRequestContext, player: string | number) {
  await operatorCall(request, 'POST', `/operator/players/${encodeURIComponent(player)}/ban`);
}
