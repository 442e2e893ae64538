/** Games: the protocol between a game frame and the app around it. */
export type {
  ExpectedFrame,
  FrameAction,
  FrameToHostMessage,
  HostToFrameMessage,
  ReceivedFrameMessage,
} from './frame-action.ts';
export {
  FRAME_ACTION_PROTOCOL,
  FRAME_ACTION_TEXT_MAX,
  FRAME_ACTION_VERSION,
  carriedMessage,
  frameToHostMessage,
  pressMessage,
} from './frame-action.ts';
