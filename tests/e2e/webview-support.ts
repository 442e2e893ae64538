/**
 * Helpers of the web view suites: the site under webview-bridge's native host simulator,
 * injected before the site's scripts (`addInitScript`), as an iOS `webkit.messageHandlers` host
 * or a React Native `ReactNativeWebView` host; and what a test reads back from it.
 */
import type { Page } from '@playwright/test';
import {
  HOST_SIMULATOR_GLOBAL,
  hostSimulatorScript,
  type HostSimulatorOptions,
} from '@croupier/webview-bridge/testing';

/** The two hosts every web view suite runs under. */
export const HOSTS = [
  { kind: 'ios', title: 'iOS host (webkit.messageHandlers)' },
  { kind: 'react-native', title: 'React Native host (ReactNativeWebView)' },
] as const;

/** A host kind the suites run under. */
type HostKind = (typeof HOSTS)[number]['kind'];

/** A command the simulated host received, as the page recorded it. */
interface SeenCommand {
  command: string;
  params: Record<string, unknown>;
}

/** What the simulated host answers: every command the site sends in these suites succeeds. */
const ANSWERS: HostSimulatorOptions['responses'] = {
  openExternal: { result: {} },
  setTheme: { result: {} },
  setStatusBar: { result: {} },
  haptic: { result: {} },
  saveFile: { result: {} },
  close: { result: {} },
};

/** Installs the simulated host in every document the page opens, before any script runs. */
export async function installHost(page: Page, kind: HostKind): Promise<void> {
  await page.addInitScript(hostSimulatorScript({ kind, responses: ANSWERS }));
}

/** Every command the top document's host received so far. */
export function hostCommands(page: Page): Promise<SeenCommand[]> {
  return page.evaluate(
    (name) =>
      (
        Reflect.get(window, name) as { commands: { command: string; params: unknown }[] }
      ).commands.map((c) => ({ command: c.command, params: c.params as Record<string, unknown> })),
    HOST_SIMULATOR_GLOBAL,
  );
}

/** The names of the commands received, in order, leaving out the theme paint at start-up. */
export async function hostCommandNames(page: Page): Promise<string[]> {
  return (await hostCommands(page))
    .map((c) => c.command)
    .filter((name) => name !== 'setTheme' && name !== 'setStatusBar');
}

/** Sends an event from the host, as the native side would. */
export function hostEmit(page: Page, event: string, payload: unknown = {}): Promise<void> {
  return page.evaluate(
    ([name, e, p]) =>
      (Reflect.get(window, name) as { emit(e: string, p: unknown): void }).emit(e, p),
    [HOST_SIMULATOR_GLOBAL, event, payload] as const,
  );
}

/** Delivers anything (malformed messages included) through the host's channel. */
export function hostDeliver(page: Page, message: unknown): Promise<void> {
  return page.evaluate(
    ([name, m]) => (Reflect.get(window, name) as { deliver(m: unknown): void }).deliver(m),
    [HOST_SIMULATOR_GLOBAL, message] as const,
  );
}

/**
 * Marks the current document; `sameDocument` then tells whether the page is still that
 * document (no full page load happened since), whatever the in-app route did.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

/** Whether the document marked by `markDocument` is still the one showing. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, '__sameDocument') === true);
}

/** Collects the page's console output from now on (the bridge logs what it drops there). */
export function collectConsole(page: Page): { type: string; text: string }[] {
  const lines: { type: string; text: string }[] = [];
  page.on('console', (message) => lines.push({ type: message.type(), text: message.text() }));
  return lines;
}
