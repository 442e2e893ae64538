import { expect, test, type Page } from '@playwright/test';
import { signUpPlayer } from '../harness/players.ts';
import { dismissCampaignPopups } from './auth-support.ts';

/**
 * Every player-visible string in ru and pt comes from the locale's messages or content
 * (issue 17: the hero button, section titles, H1s, tab titles and payment method names were
 * English). Walks the public and signed-in screens and fails on any English left: in ru any
 * Latin word outside the allow-list, in pt any word of a list of English-only words. Names
 * marked `translate="no"` (games, providers: brands) are skipped.
 */

test.describe.configure({ timeout: 540_000 });

const PUBLIC = [
  '/',
  '/gamehall',
  '/promotions',
  '/tournaments',
  '/loyalty',
  '/jackpots',
  '/winners',
];
const SIGNED_IN = [
  '/cashier/deposit',
  '/cashier/withdraw',
  '/cashier/history',
  '/profile/settings',
  '/profile/bonuses',
  '/profile/cashback',
  '/profile/loyalty',
];

/** Brands, codes and units that are the same in every language. */
const ALLOWED = new Set(
  [
    'Croupier',
    'USD',
    'EUR',
    'BRL',
    'PIX',
    'CPF',
    'IBAN',
    'ID',
    'Telegram',
    'Visa',
    'Mastercard',
    'Croupier Club',
    'Club',
    'VIP',
    'SMS',
    'PWA',
    'Demo',
    // Words Russian writes in Latin letters: "Live-казино", "e-mail", banking standards.
    'Live',
    'mail',
    'SEPA',
    'SWIFT',
    // Game mechanics and the demo providers named in content (tournaments after them).
    'Megaways',
    'Northlight',
    'Gaming',
    'NovaSpin',
    'Quartz',
  ].map((w) => w.toLowerCase()),
);

/** Words that are English and not Portuguese (a pt page must not show them). */
const ENGLISH_ONLY = new Set(
  (
    'the and your you with now play new popular deposit cashier withdraw withdrawal sign ' +
    'log account history settings see all more games game live casino sports betting week ' +
    'month day winners points coins shop level levels tournament tournaments ' +
    'promotions loyalty balance bank card transfer main fun amount method methods get join ' +
    'browse fast support certified fair table ready thousands theme light dark skip ' +
    'content search favourites providers categories today yesterday prize prizes place ' +
    'leaderboard rules quests quest character buy price ends starts finished running upcoming'
  ).split(' '),
);

/** The visible text of the page (outside `translate="no"`) and its title. */
async function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (parent.closest('script, style, noscript, [translate="no"]')) continue;
      if (!parent.checkVisibility()) continue;
      out.push(text);
    }
    return out;
  });
}

/** The English words found in `texts` for `locale`. */
function englishIn(texts: string[], locale: 'ru' | 'pt'): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    // E-mail addresses, URLs and codes with digits (WELCOME50) are data, not words.
    const clean = text.replace(/\S+@\S+|https?:\/\/\S+|\S*\d\S*/g, ' ');
    // Whole words in any script: "Transferência" is one Portuguese word, not "Transfer".
    for (const word of clean.match(/\p{L}+/gu) ?? []) {
      const lower = word.toLowerCase();
      if (ALLOWED.has(lower) || !/^[A-Za-z]+$/.test(word)) continue;
      if (locale === 'ru' ? word.length >= 3 : ENGLISH_ONLY.has(lower))
        found.add(`${word} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...found];
}

async function walk(page: Page, locale: 'ru' | 'pt', paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`/${locale}${path === '/' ? '' : path}`);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    for (const word of englishIn(await visibleText(page), locale))
      problems.push(`${path}: ${word}`);
  }
  return problems;
}

for (const locale of ['ru', 'pt'] as const) {
  test(`${locale}: public screens show no English`, async ({ page }) => {
    await dismissCampaignPopups(page);
    expect(await walk(page, locale, PUBLIC)).toEqual([]);
  });

  test(`${locale}: signed-in screens show no English`, async ({ page, baseURL }) => {
    await signUpPlayer(page.request, baseURL!);
    await dismissCampaignPopups(page);
    expect(await walk(page, locale, SIGNED_IN)).toEqual([]);
  });
}
