/**
 * The bridge: sends commands and waits for their answers, hands events to their handlers. It
 * takes the window (and logger) as parameters, so tests build it over a stub or a host
 * simulator; the transport it talks through comes from `detectTransport`.
 */
import { BridgeCommandError, BridgeTimeoutError, BridgeUnavailableError } from '../errors.ts';
import { commands } from '../protocol/commands.ts';
import type { CommandName, CommandParams, CommandResult } from '../protocol/commands.ts';
import { PROTOCOL_NAME, PROTOCOL_VERSION } from '../protocol/envelope.ts';
import type { ResponseMessage } from '../protocol/envelope.ts';
import type { EventName, EventPayload } from '../protocol/events.ts';
import { parseIncoming } from '../protocol/parse-incoming.ts';
import type { BridgeWindow } from '../transport/bridge-window.ts';
import { detectTransport } from '../transport/detect-transport.ts';
import type { TransportChannel, TransportKind } from '../transport/detect-transport.ts';
import type { BridgeLogger } from './bridge-logger.ts';
import { createRequestIds } from './request-ids.ts';

/** How long a command waits for its answer unless the command or the call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** What `createBridge` needs. */
export interface BridgeOptions {
  /** The page's window (or a stub); the only place the bridge looks for a host. */
  readonly window: BridgeWindow;
  /** Where dropped messages are reported; `console` when omitted. */
  readonly logger?: BridgeLogger;
  /** Default command timeout in ms (10 s). */
  readonly timeoutMs?: number;
}

/** Per-call options of `send`. */
export interface SendOptions {
  /** This call's timeout in ms, over the command's and the bridge's default. */
  readonly timeoutMs?: number;
}

/** A handler of one event. */
export type EventHandler<E extends EventName> = (payload: EventPayload<E>) => void;

/** The site's end of the protocol. */
export interface Bridge {
  /** The host found at creation, or null outside a native web view. */
  readonly kind: TransportKind | null;
  /** Whether commands can reach a host (a host was found and the bridge is not disposed). */
  readonly available: boolean;
  /**
   * Sends a command and resolves with its checked result. Rejects with
   * `BridgeCommandError` (host refused or params invalid), `BridgeTimeoutError` or
   * `BridgeUnavailableError`.
   */
  send<C extends CommandName>(
    command: C,
    params: CommandParams<C>,
    options?: SendOptions,
  ): Promise<CommandResult<C>>;
  /** Calls `handler` with every valid `event` from the host; returns the unsubscribe function. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
  /** Stops listening, removes the inbox when no other bridge uses it, rejects waiting commands. */
  dispose(): void;
}

interface Pending {
  readonly command: CommandName;
  resolve(result: unknown): void;
  reject(error: Error): void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** Creates the bridge for a window: detects the host and starts listening to it. */
export function createBridge(options: BridgeOptions): Bridge {
  const logger = options.logger ?? console;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = detectTransport(options.window);
  const nextId = createRequestIds(options.window);
  const pending = new Map<string, Pending>();
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  let disposed = false;

  function settle(response: ResponseMessage): void {
    const request = pending.get(response.id);
    if (!request) {
      logger.warn('webview-bridge: dropped a response to an unknown request id', response);
      return;
    }
    if (!response.ok) {
      pending.delete(response.id);
      clearTimeout(request.timer);
      request.reject(
        new BridgeCommandError(request.command, response.error.code, response.error.message),
      );
      return;
    }
    const result = commands[request.command].result.safeParse(response.result);
    if (!result.success) {
      // Left pending: a malformed answer is never acted on, a valid one may still come.
      logger.warn(`webview-bridge: dropped a malformed ${request.command} result`, {
        response,
        issues: result.error.issues,
      });
      return;
    }
    pending.delete(response.id);
    clearTimeout(request.timer);
    request.resolve(result.data);
  }

  function emit(event: EventName, payload: unknown): void {
    for (const handler of [...(handlers.get(event) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        logger.warn(`webview-bridge: a ${event} handler threw`, error);
      }
    }
  }

  function receive(raw: unknown, channel: TransportChannel): void {
    if (disposed) return;
    const outcome = parseIncoming(raw);
    if (!outcome.ok) {
      const detail = { reason: outcome.reason, message: raw };
      if (outcome.foreign && channel === 'message-event') {
        logger.debug?.('webview-bridge: ignored a message that is not ours', detail);
      } else {
        logger.warn(`webview-bridge: dropped an incoming message (${outcome.reason})`, detail);
      }
      return;
    }
    const message = outcome.message;
    if (message.type === 'response') settle(message.response);
    else emit(message.event, message.payload);
  }

  const stopListening = transport?.listen({
    message: receive,
    rejected(reason, event) {
      logger.debug?.(`webview-bridge: refused a ${reason}`, { origin: event.origin });
    },
  });

  return {
    kind: transport?.kind ?? null,
    get available() {
      return transport !== null && !disposed;
    },
    send(command, params, sendOptions) {
      if (!transport || disposed) {
        return Promise.reject(
          new BridgeUnavailableError(command, disposed ? 'disposed' : 'no-host'),
        );
      }
      const definition = commands[command];
      const checked = definition.params.safeParse(params);
      if (!checked.success) {
        return Promise.reject(
          new BridgeCommandError(
            command,
            'invalid',
            checked.error.issues.map((issue) => issue.message).join('; '),
          ),
        );
      }
      const id = nextId();
      const timeoutMs =
        sendOptions?.timeoutMs ??
        ('timeoutMs' in definition ? definition.timeoutMs : undefined) ??
        defaultTimeoutMs;
      const json = JSON.stringify({
        protocol: PROTOCOL_NAME,
        version: PROTOCOL_VERSION,
        type: 'request',
        id,
        command,
        params: checked.data,
      });
      return new Promise<CommandResult<typeof command>>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new BridgeTimeoutError(command, id, timeoutMs));
        }, timeoutMs);
        pending.set(id, {
          command,
          resolve: resolve as (result: unknown) => void,
          reject,
          timer,
        });
        try {
          transport.post(json);
        } catch (error) {
          pending.delete(id);
          clearTimeout(timer);
          reject(new BridgeUnavailableError(command, 'post-failed', { cause: error }));
        }
      });
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      const entry = handler as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopListening?.();
      handlers.clear();
      for (const [id, request] of pending) {
        clearTimeout(request.timer);
        request.reject(new BridgeUnavailableError(request.command, 'disposed'));
        pending.delete(id);
      }
    },
  };
}
