/**
 * Waits until the app is live: started, and a server-rendered page hydrated (web's App marks
 * `<html data-app="ready">`). Before that a server-rendered button is only markup, and a web
 * view's bridge may not be listening yet.
 */
import type { Page } from '@playwright/test';

export async function appReady(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout });
}
