import { cms } from '@croupier/core/contract';
import { describe, expect, it } from 'vitest';
import { SEO_SETTINGS_PATH, applySeoHead, barePath, seoHead, type SeoInput } from './seo-head.ts';

const config = { defaultLocale: 'en', locales: ['en', 'ru', 'pt'] };

const base: SeoInput = {
  pathname: '/ru/gamehall',
  locale: 'ru',
  config,
  origin: 'http://127.0.0.1:4317',
  meta: null,
  fallbackTitle: 'Croupier',
  robotsRules: ['/cashier*', '/forms/*'],
};

describe('SEO tags (§2.2)', () => {
  it("looks the host's SEO settings up where core's contract says", () => {
    expect(SEO_SETTINGS_PATH).toBe(cms.SEO_SETTINGS_PATH);
  });

  it('without metadata: canonical in the locale, one alternate per locale plus x-default', () => {
    const head = seoHead(base);
    expect(head.title).toBe('Croupier');
    expect(head.canonical).toBe('http://127.0.0.1:4317/ru/gamehall');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'http://127.0.0.1:4317/gamehall' },
      { hreflang: 'ru', href: 'http://127.0.0.1:4317/ru/gamehall' },
      { hreflang: 'pt', href: 'http://127.0.0.1:4317/pt/gamehall' },
      { hreflang: 'x-default', href: 'http://127.0.0.1:4317/gamehall' },
    ]);
    expect(head.noindex).toBe(false);
    expect(head.manifest).toBe('/manifest.webmanifest');
  });

  it("takes metadata.get's title, description, canonical and alternates", () => {
    const head = seoHead({
      ...base,
      meta: {
        title: 'Игровой зал | Croupier',
        description: 'Все игры',
        canonical: 'https://croupier.test/ru/gamehall',
        alternates: [{ hreflang: 'en', href: 'https://croupier.test/gamehall' }],
        noindex: false,
      },
      manifestUrl: '/site.webmanifest',
    });
    expect(head).toMatchObject({
      title: 'Игровой зал | Croupier',
      description: 'Все игры',
      canonical: 'https://croupier.test/ru/gamehall',
      alternates: [{ hreflang: 'en', href: 'https://croupier.test/gamehall' }],
      manifest: '/site.webmanifest',
    });
  });

  it('robots rules disallowing the path add noindex, follow', () => {
    expect(seoHead({ ...base, pathname: '/pt/forms/sign_up' }).noindex).toBe(true);
    expect(seoHead({ ...base, pathname: '/cashier/deposit' }).noindex).toBe(true);
    // `*` matches nothing too; a pattern's `/` before it still has to be there.
    expect(seoHead({ ...base, pathname: '/cashier' }).noindex).toBe(true);
    expect(seoHead({ ...base, pathname: '/forms' }).noindex).toBe(false);
    expect(barePath('/ru/promotions/', config)).toBe('/promotions');
    expect(barePath('/ru', config)).toBe('/');
  });

  it('writes the tags into the head and replaces those of the previous page', () => {
    const doc = document.implementation.createHTMLDocument('Croupier');
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'description');
    meta.setAttribute('content', 'static');
    doc.head.appendChild(meta);
    applySeoHead(doc, seoHead({ ...base, pathname: '/cashier/deposit' }));
    applySeoHead(doc, seoHead(base));
    expect(doc.title).toBe('Croupier');
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://127.0.0.1:4317/ru/gamehall',
    );
    expect(
      Array.from(doc.head.querySelectorAll('link[rel="alternate"]'), (l) =>
        l.getAttribute('hreflang'),
      ),
    ).toEqual(['en', 'ru', 'pt', 'x-default']);
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
    applySeoHead(doc, seoHead({ ...base, pathname: '/forms/sign_in' }));
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
    expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });
});
