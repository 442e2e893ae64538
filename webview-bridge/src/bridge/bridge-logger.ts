/**
 * Where the bridge reports what it dropped. `warn` gets everything that claimed to be a bridge
 * message (or arrived through the inbox) and was refused; `debug`, when given, gets the noise a
 * React Native page sees: other libraries' messages and refused frame messages.
 */
export interface BridgeLogger {
  warn(message: string, detail?: unknown): void;
  debug?(message: string, detail?: unknown): void;
}
