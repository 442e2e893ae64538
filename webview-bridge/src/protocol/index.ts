export {
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  bridgeErrorCode,
  errorResponse,
  eventEnvelope,
  eventMessage,
  messageHeader,
  requestMessage,
  responseMessage,
  successResponse,
} from './envelope.ts';
export type { BridgeErrorCode, ResponseMessage } from './envelope.ts';
export { COMMAND_NAMES, commands, hapticStyle, isCommandName } from './commands.ts';
export type { CommandDefinition, CommandName, CommandParams, CommandResult } from './commands.ts';
export { EVENT_NAMES, events, isEventName } from './events.ts';
export type { EventDefinition, EventName, EventPayload } from './events.ts';
export { parseIncoming } from './parse-incoming.ts';
export type { IncomingMessage, ParseOutcome } from './parse-incoming.ts';
