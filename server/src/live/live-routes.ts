/**
 * The live balance socket at `GET /live/balance` (WebSocket). Authenticated as live-auth.ts
 * says; unauthenticated upgrades are refused with 401 before any socket opens. Messages:
 * - server → client `{type:'balance', balances:{main,bonus,betting_bonus,fun}}` (each
 *   `{amount, currency}`) on connect and after every money movement of the player;
 * - client → server `{type:'ping'}` answered by `{type:'pong'}` (browsers cannot send
 *   protocol pings); the server also sends protocol pings and drops sockets that stop answering.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { ServerError } from '../errors.ts';
import { BalanceHub, type HubSocket } from './balance-hub.ts';
import { liveUser, type Player } from './live-auth.ts';

/** Path of the live balance socket. */
const LIVE_BALANCE_PATH = '/live/balance';

/** Options of the socket. */
export interface LiveBalanceOptions {
  /** Keep-alive ping period; 0 turns it off. Default 25 s. */
  pingIntervalMs?: number;
}

interface WsLike extends HubSocket {
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
  on(event: 'error', listener: (err: unknown) => void): void;
}

/** Mounts the socket; the hub closes with the app. */
export function registerLiveBalance(app: FastifyInstance, options: LiveBalanceOptions = {}): void {
  void app.register(async (scope) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    const hub = new BalanceHub(app.db, options.pingIntervalMs ?? 25_000);
    scope.addHook('onClose', async () => hub.close());
    new Gauge({
      name: 'croupier_live_balance_sockets',
      help: 'Open live balance sockets on this instance.',
      registers: [app.metrics],
      collect() {
        this.set(hub.size);
      },
    });
    const trustedOrigins = [app.config.publicOrigin, ...app.config.allowedOrigins];
    const players = new WeakMap<object, Player>();

    scope.get(
      LIVE_BALANCE_PATH,
      {
        websocket: true,
        config: { session: true },
        preHandler: async (request) => {
          const user = await liveUser(request, {
            db: app.db,
            sessionTtlSeconds: app.config.sessionTtlSeconds,
            trustedOrigins,
          });
          if (!user) throw new ServerError('AuthorizationException', 'Authorization required');
          players.set(request, user);
        },
      },
      (socket, request) => {
        const ws = socket as unknown as WsLike;
        const user = players.get(request);
        if (!user) {
          ws.terminate();
          return;
        }
        ws.on('pong', () => hub.markAlive(ws));
        ws.on('close', () => hub.remove(ws));
        ws.on('error', () => hub.remove(ws));
        ws.on('message', (data) => {
          hub.markAlive(ws);
          let message: unknown;
          try {
            message = JSON.parse(String(data));
          } catch {
            return;
          }
          if ((message as { type?: unknown } | null)?.type === 'ping') {
            ws.send(JSON.stringify({ type: 'pong' }));
          }
        });
        hub.add(ws, user.id, user.currency);
      },
    );
  });
}
