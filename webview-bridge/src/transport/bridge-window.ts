/**
 * The part of `window` the bridge needs. A real window satisfies it; so does a happy-dom window
 * or a plain stub in tests, which is why the bridge takes it as a parameter instead of reading
 * globals.
 */

/** The part of a `message` event the bridge looks at. */
export interface BridgeMessageEvent {
  readonly data: unknown;
  readonly origin?: string | null;
  readonly source?: unknown;
}

/** Something that dispatches `message` events (the window or its document). */
export interface MessageEventTarget {
  addEventListener(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
}

/** The part of `window` the bridge needs. */
export interface BridgeWindow extends MessageEventTarget {
  readonly document?: MessageEventTarget | undefined;
  readonly location?: { readonly origin: string } | undefined;
  readonly crypto?: { randomUUID?: () => string } | undefined;
  readonly matchMedia?: ((query: string) => { readonly matches: boolean }) | undefined;
  readonly navigator?: object | undefined;
}
