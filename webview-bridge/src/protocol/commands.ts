/**
 * Commands, web → native: each with its params schema, its result schema, an example and, for
 * commands that wait for the player (share sheet, biometric prompt), a longer default timeout.
 * This is the one definition of every command: the TypeScript types, the runtime checks, the
 * JSON Schema file and PROTOCOL.md's reference section all derive from it.
 */
import * as z from 'zod/mini';
import { hexColor, httpUrl, text } from './field-schemas.ts';

/** One command's definition. */
export interface CommandDefinition<P extends z.ZodMiniType, R extends z.ZodMiniType> {
  /** What the host does, for PROTOCOL.md and the JSON Schema. */
  readonly summary: string;
  readonly params: P;
  readonly result: R;
  /** Default timeout when the command waits for the player; otherwise the bridge default. */
  readonly timeoutMs?: number;
  readonly example: { readonly params: z.input<P>; readonly result: z.output<R> };
}

function defineCommand<P extends z.ZodMiniType, R extends z.ZodMiniType>(
  definition: CommandDefinition<P, R>,
): CommandDefinition<P, R> {
  return definition;
}

/** How long the player may take in a system sheet or prompt before the site gives up. */
const PLAYER_TIMEOUT_MS = 120_000;

/** Haptic feedback styles. */
const hapticStyle = z
  .enum([
    'impact-light',
    'impact-medium',
    'impact-heavy',
    'success',
    'warning',
    'error',
    'selection',
  ])
  .check(
    z.describe('impact-* are taps of three strengths; success/warning/error are notifications.'),
  );

const saveFileBase = {
  name: text(255, 'File name offered to the player, with extension.'),
  mimeType: text(255, 'MIME type, e.g. text/csv.'),
};

/** Every command the site may send. */
export const commands = {
  openExternal: defineCommand({
    summary:
      'Open a URL in the system browser, outside the web view: payment pages, identity ' +
      'verification and links the allowlist marks external.',
    params: z.object({ url: httpUrl('Absolute http(s) URL to open.') }),
    result: z.object({}),
    example: { params: { url: 'https://pay.example.com/checkout/8f2c' }, result: {} },
  }),
  share: defineCommand({
    summary: 'Show the system share sheet. Answers once the sheet is closed, shared or not.',
    params: z.object({
      title: z.optional(text(200, 'Title of the shared item.')),
      text: z.optional(text(2000, 'Text to share.')),
      url: z.optional(httpUrl('Link to share.')),
    }),
    result: z.object({}),
    timeoutMs: PLAYER_TIMEOUT_MS,
    example: {
      params: { title: 'Croupier', text: 'Join me', url: 'https://casino.example.com/?ref=42' },
      result: {},
    },
  }),
  haptic: defineCommand({
    summary: 'Play haptic feedback. Hosts without a vibrator answer ok and do nothing.',
    params: z.object({ style: hapticStyle }),
    result: z.object({}),
    example: { params: { style: 'impact-light' }, result: {} },
  }),
  setStatusBar: defineCommand({
    summary: 'Colour the status bar (Android) and choose its content style.',
    params: z.object({
      color: hexColor(
        'Status bar background, #RRGGBB or #RRGGBBAA (ignored where iOS draws none).',
      ),
      style: z
        .enum(['light', 'dark'])
        .check(
          z.describe(
            'Colour of the status bar content: light = white text and icons for dark ' +
              'backgrounds (iOS .lightContent), dark = black ones (iOS .darkContent).',
          ),
        ),
    }),
    result: z.object({}),
    example: { params: { color: '#0E1116', style: 'light' }, result: {} },
  }),
  setTheme: defineCommand({
    summary:
      "The site's theme changed (or was read at start-up): paint the native chrome, " +
      'splash and overscroll areas to match.',
    params: z.object({
      theme: z.enum(['dark', 'light']).check(z.describe('The site theme (spec §9: dark default).')),
      background: hexColor('Page background colour.'),
      accent: hexColor('Accent colour.'),
    }),
    result: z.object({}),
    example: {
      params: { theme: 'dark', background: '#0E1116', accent: '#F5B700' },
      result: {},
    },
  }),
  requestPushToken: defineCommand({
    summary:
      'Ask for permission to send notifications when needed and answer the push token. ' +
      'Answers denied when the player refuses.',
    params: z.object({}),
    result: z.object({
      token: text(4096, 'The APNs device token (hex) or the FCM registration token.'),
      platform: z.enum(['apns', 'fcm']).check(z.describe('The push service the token is for.')),
    }),
    timeoutMs: PLAYER_TIMEOUT_MS,
    example: {
      params: {},
      result: { token: 'd3b07384d113edec49eaa6238ad5ff00', platform: 'apns' },
    },
  }),
  biometricUnlock: defineCommand({
    summary:
      'Unlock the saved session with Face ID / Touch ID / fingerprint and answer it. ' +
      'Answers denied when the player cancels or fails, unsupported without biometrics or ' +
      'without a saved session.',
    params: z.object({ reason: text(200, 'Why the app asks, shown in the system prompt.') }),
    result: z.object({
      session: text(4096, 'The saved session credential, released after a successful unlock.'),
    }),
    timeoutMs: PLAYER_TIMEOUT_MS,
    example: {
      params: { reason: 'Sign in to Croupier' },
      result: { session: 'c2Vzc2lvbi1zYXZlZC1ieS10aGUtaG9zdA' },
    },
  }),
  saveFile: defineCommand({
    summary:
      'Save a file (game history export) to the device: from a URL the host downloads with ' +
      "the web view's cookies, or from base64 content. Answers once saved.",
    params: z.union([
      z.object({ ...saveFileBase, url: httpUrl('Where to download the file from.') }),
      z.object({
        ...saveFileBase,
        base64: z
          .string()
          .check(
            z.minLength(1),
            z.maxLength(20_000_000),
            z.regex(/^[A-Za-z0-9+/]*={0,2}$/),
            z.describe('The file content, base64 (standard alphabet, padded).'),
          ),
      }),
    ]),
    result: z.object({}),
    timeoutMs: PLAYER_TIMEOUT_MS,
    example: {
      params: { name: 'history.csv', mimeType: 'text/csv', base64: 'ZGF0ZSxnYW1lLGJldAo=' },
      result: {},
    },
  }),
  close: defineCommand({
    summary: 'Close the web view screen (or the app, where the web view is the app).',
    params: z.object({}),
    result: z.object({}),
    example: { params: {}, result: {} },
  }),
  rateApp: defineCommand({
    summary:
      'Ask the store for the in-app rating prompt. The OS decides whether it shows; the host ' +
      'answers ok either way.',
    params: z.object({}),
    result: z.object({}),
    example: { params: {}, result: {} },
  }),
};

/** A command's name. */
export type CommandName = keyof typeof commands;

/** Every command name, in definition order. */
export const COMMAND_NAMES = Object.keys(commands) as CommandName[];

/** What the site passes to a command. */
export type CommandParams<C extends CommandName> = z.input<(typeof commands)[C]['params']>;

/** What a command answers on success. */
export type CommandResult<C extends CommandName> = z.output<(typeof commands)[C]['result']>;
