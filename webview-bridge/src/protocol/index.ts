export { PROTOCOL_NAME, PROTOCOL_VERSION } from './envelope.ts';
export type { BridgeErrorCode, ResponseMessage } from './envelope.ts';
export { COMMAND_NAMES, commands } from './commands.ts';
export type { CommandDefinition, CommandName, CommandParams, CommandResult } from './commands.ts';
export { EVENT_NAMES, events } from './events.ts';
export type { EventDefinition, EventName, EventPayload } from './events.ts';
export type { IncomingMessage, ParseOutcome } from './parse-incoming.ts';
