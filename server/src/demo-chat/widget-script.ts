/**
 * The demo support chat widget, browser/chat-widget.js (what it does: that file), served from
 * our origin so the reference site has a working chat without a third-party account. The CMS
 * names it by its plain path (no version): browsers keep it five minutes.
 */
import { browserScript } from '../http/browser-script.ts';

/** Path of the widget script. */
const DEMO_CHAT_WIDGET_PATH = '/demo-chat/widget.js';

/** The widget script. */
export const DEMO_CHAT_WIDGET_SCRIPT = browserScript(
  DEMO_CHAT_WIDGET_PATH,
  'demo-chat/browser/chat-widget.js',
);

/** Cache-Control of the widget at its plain path. */
export const DEMO_CHAT_WIDGET_CACHE_CONTROL = 'public, max-age=300';
