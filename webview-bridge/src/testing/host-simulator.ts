/**
 * A native host simulator for tests: installs a fake iOS message handler, Android interface or
 * React Native object on a window, records every command, answers per a script and emits events
 * the way a real host does (the inbox function; `message` events on React Native).
 *
 * `simulateHost` is written to run on its own: `hostSimulatorScript` serialises it into a browser
 * script for Playwright's `addInitScript`, so its body uses no import and no module-level binding
 * (names and protocol constants come in through the config).
 */
import type { CommandName, CommandParams, CommandResult } from '../protocol/commands.ts';
import { PROTOCOL_NAME, PROTOCOL_VERSION } from '../protocol/envelope.ts';
import type { BridgeErrorCode } from '../protocol/envelope.ts';
import type { EventName, EventPayload } from '../protocol/events.ts';
import { HOST_NAMES } from '../transport/host-names.ts';
import type { TransportKind } from '../transport/detect-transport.ts';

/** One scripted answer: a result, an error, or no answer at all (to test timeouts). */
export type HostReply<C extends CommandName = CommandName> =
  | { readonly result: CommandResult<C>; readonly delayMs?: number }
  | {
      readonly error: { readonly code: BridgeErrorCode; readonly message?: string };
      readonly delayMs?: number;
    }
  | { readonly ignore: true };

/**
 * How the host answers each command. Unscripted commands are answered `unsupported`, as a real
 * host does. Functions only work in-process (`installHostSimulator`), not in a browser script.
 */
export type HostResponses = {
  readonly [C in CommandName]?:
    HostReply<C> | ((params: CommandParams<C>) => HostReply<C> | undefined);
};

/** A command the host received. */
export interface RecordedCommand {
  readonly id: string;
  readonly command: string;
  readonly params: unknown;
  /** The exact string the site posted. */
  readonly raw: string;
}

/** Options of the simulator. */
export interface HostSimulatorOptions {
  readonly kind: TransportKind;
  readonly responses?: HostResponses;
  /** React Native only: dispatch on `window` (iOS) or `document` (Android). Default window. */
  readonly reactNativeTarget?: 'window' | 'document';
}

/** A running simulator. */
export interface HostSimulator {
  /** Every command received, in order. */
  readonly commands: RecordedCommand[];
  /** Messages the host could not deliver because the site had no inbox yet. */
  readonly undelivered: string[];
  /** Sends an event, as the host would. */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Delivers anything (malformed messages, hand-made responses) through the host's channel. */
  deliver(message: unknown): void;
  /** Removes the fake host objects. */
  uninstall(): void;
}

/** What `simulateHost` gets: the options plus the names it must not import. */
interface SimulatorConfig extends HostSimulatorOptions {
  readonly names: typeof HOST_NAMES;
  readonly protocol: string;
  readonly version: number;
}

type Loose = Record<string, unknown>;

/** The simulator proper. Self-contained: serialised by `hostSimulatorScript`. */
function simulateHost(target: object, config: SimulatorConfig): HostSimulator {
  const win = target as Loose & {
    document?: { dispatchEvent(event: unknown): boolean };
    dispatchEvent?(event: unknown): boolean;
    MessageEvent?: new (type: string, init: { data: unknown }) => unknown;
  };
  const names = config.names;
  const recorded: RecordedCommand[] = [];
  const undelivered: string[] = [];

  const deliver = (message: unknown): void => {
    const json = typeof message === 'string' ? message : JSON.stringify(message);
    if (config.kind === 'react-native') {
      const Event = win.MessageEvent ?? MessageEvent;
      const event = new Event('message', { data: json });
      const onDocument = config.reactNativeTarget === 'document' && win.document;
      if (onDocument) win.document!.dispatchEvent(event);
      else win.dispatchEvent!(event);
      return;
    }
    const inbox = win[names.inbox] as { receive?: (json: string) => void } | undefined;
    if (inbox && typeof inbox.receive === 'function') inbox.receive(json);
    else undelivered.push(json);
  };

  const answer = (request: RecordedCommand): void => {
    const responses = (config.responses ?? {}) as Loose;
    const scripted = responses[request.command];
    const reply = (typeof scripted === 'function' ? scripted(request.params) : scripted) as
      Loose | undefined;
    if (reply && reply['ignore'] === true) return;
    const base = {
      protocol: config.protocol,
      version: config.version,
      type: 'response',
      id: request.id,
    };
    const message =
      reply && 'result' in reply
        ? { ...base, ok: true, result: reply['result'] }
        : {
            ...base,
            ok: false,
            error: (reply && reply['error']) || {
              code: 'unsupported',
              message: `the simulator has no answer for ${request.command}`,
            },
          };
    const delay = reply && typeof reply['delayMs'] === 'number' ? reply['delayMs'] : 0;
    // Real hosts answer asynchronously, never inside postMessage.
    setTimeout(() => deliver(message), delay);
  };

  const host = {
    postMessage(raw: unknown): void {
      const text = String(raw);
      let parsed: Loose = {};
      try {
        parsed = JSON.parse(text) as Loose;
      } catch {
        // Recorded as is: a test can still see what the site sent.
      }
      const request: RecordedCommand = {
        id: String(parsed['id']),
        command: String(parsed['command']),
        params: parsed['params'],
        raw: text,
      };
      recorded.push(request);
      answer(request);
    },
  };

  const previousWebkit = win['webkit'];
  if (config.kind === 'ios') {
    const webkit = (previousWebkit ?? {}) as Loose;
    const handlers = (webkit['messageHandlers'] ?? {}) as Loose;
    handlers[names.iosHandler] = host;
    webkit['messageHandlers'] = handlers;
    win['webkit'] = webkit;
  } else if (config.kind === 'android') {
    win[names.androidInterface] = host;
  } else {
    win[names.reactNative] = host;
  }

  return {
    commands: recorded,
    undelivered,
    emit(event, payload) {
      deliver({
        protocol: config.protocol,
        version: config.version,
        type: 'event',
        event,
        payload,
      });
    },
    deliver,
    uninstall() {
      if (config.kind === 'ios') {
        const handlers = (win['webkit'] as Loose | undefined)?.['messageHandlers'] as
          Loose | undefined;
        if (handlers) delete handlers[names.iosHandler];
        if (previousWebkit === undefined) delete win['webkit'];
      } else if (config.kind === 'android') {
        delete win[names.androidInterface];
      } else {
        delete win[names.reactNative];
      }
    },
  };
}

function configFor(options: HostSimulatorOptions): SimulatorConfig {
  return { ...options, names: HOST_NAMES, protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION };
}

/** Installs a fake native host on `win` (a happy-dom window or a stub with `dispatchEvent`). */
export function installHostSimulator(win: object, options: HostSimulatorOptions): HostSimulator {
  return simulateHost(win, configFor(options));
}

/** The global under which `hostSimulatorScript` leaves the simulator for `page.evaluate`. */
export const HOST_SIMULATOR_GLOBAL = '__croupierHostSimulator';

/**
 * A self-contained browser script for Playwright's `addInitScript` that installs the simulator
 * before the site's scripts run and leaves it on `window.__croupierHostSimulator` (commands,
 * emit, deliver). Responses must be plain data: functions cannot cross into the page.
 */
export function hostSimulatorScript(options: HostSimulatorOptions): string {
  for (const [command, reply] of Object.entries(options.responses ?? {})) {
    if (typeof reply === 'function') {
      throw new TypeError(`hostSimulatorScript: the reply for ${command} must be plain data`);
    }
  }
  const config = JSON.stringify(configFor(options));
  return (
    '(() => {\n' +
    // Transpilers that keep function names (esbuild keepNames, as under tsx) wrap named
    // functions in a `__name` helper that does not exist in the page.
    '  const __name = (target) => target;\n' +
    `  const simulateHost = ${simulateHost.toString()};\n` +
    `  Object.defineProperty(window, ${JSON.stringify(HOST_SIMULATOR_GLOBAL)}, ` +
    `{ value: simulateHost(window, ${config}), configurable: true });\n})();\n`
  );
}
