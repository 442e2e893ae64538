/**
 * The operator endpoints for the site and its players (README "Operator switches"), beside the
 * payouts' ones and with the same `Authorization: Bearer <OPERATOR_TOKEN>`:
 *
 * - `GET  /operator/switches` — every switch's value
 * - `POST /operator/switches` — `{name, value}`: e.g. `{name: "application", value: "unavailable"}`
 * - `POST /operator/players/{uid or login}/ban` and `/unban`
 */
import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.ts';
import { guardOperatorScope, operatorBody } from '../payouts/operator-auth.ts';
import { isSwitchName, isSwitchValue, OPERATOR_SWITCHES } from './operator-switch-values.ts';
import { setPlayerBan } from './player-status.ts';
import type { SwitchStore } from './switch-store.ts';

/** Mounts the switch and player endpoints under `/operator`. */
export function registerOperatorSwitchRoutes(app: FastifyInstance, switches: SwitchStore): void {
  app.register(
    async (scope) => {
      guardOperatorScope(app, scope);

      scope.get('/switches', async () => ({ data: await switches.read() }));

      scope.post('/switches', async (request) => {
        const { name, value } = operatorBody(request);
        if (!isSwitchName(name)) {
          throw new ServerError('InvalidParameterException', 'Unknown switch', {
            invalidParameters: { name: 'wrongField' },
            errorData: { switches: OPERATOR_SWITCHES },
          });
        }
        if (!isSwitchValue(name, value)) {
          throw new ServerError('InvalidParameterException', `Unknown value of ${name}`, {
            invalidParameters: { value: 'wrongField' },
            errorData: { values: OPERATOR_SWITCHES[name] },
          });
        }
        return { data: await switches.set(name, value) };
      });

      scope.post<{ Params: { player: string } }>('/players/:player/ban', async (request) => ({
        data: await setPlayerBan(app.db, request.params.player, true),
      }));

      scope.post<{ Params: { player: string } }>('/players/:player/unban', async (request) => ({
        data: await setPlayerBan(app.db, request.params.player, false),
      }));
    },
    { prefix: '/operator' },
  );
}
