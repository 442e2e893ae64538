/** Games: the protocol between a game frame and the app around it. */
export type {
  ExpectedFrame,
  FrameAction,
  FrameTheme,
  FrameToHostMessage,
  FrameViewport,
  HostToFrameMessage,
  ReceivedFrameMessage,
} from './frame-action.ts';
export {
  FRAME_ACTION_PROTOCOL,
  FRAME_ACTION_TEXT_MAX,
  FRAME_ACTION_VERSION,
  FRAME_HEIGHT_MAX,
  carriedMessage,
  frameToHostMessage,
  pressMessage,
  themeMessage,
  viewportMessage,
} from './frame-action.ts';
