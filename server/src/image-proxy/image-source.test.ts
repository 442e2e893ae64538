import { describe, expect, it } from 'vitest';
import { allowedSource } from './image-source.ts';
import { renderPlan } from './render.ts';

describe('allowedSource', () => {
  it('accepts same-origin paths under /media/ and strips the leading slash', () => {
    expect(allowedSource('/media/games/book.svg')).toBe('media/games/book.svg');
  });

  it('refuses absolute URLs, other folders and any climb out of /media/', () => {
    for (const bad of [
      'https://example.com/a.png',
      '//example.com/a.png',
      '/assets/a.png',
      '/media/../secret.png',
      '/media/./a.png',
      '/media//a.png',
      '/media/a\\..\\b.png',
      '/media/a.png?x=1',
    ]) {
      expect(allowedSource(bad), bad).toBeNull();
    }
  });
});

describe('renderPlan', () => {
  it('covers a width × height box and keeps the aspect ratio for one side or an s_ box', () => {
    expect(renderPlan({ format: 'webp', quality: 95, width: 10, height: 20 })).toMatchObject({
      width: 10,
      height: 20,
      fit: 'cover',
    });
    expect(renderPlan({ format: 'webp', quality: 95, width: 10 }).fit).toBe('inside');
    expect(
      renderPlan({ format: 'png', quality: 80, resize: { width: 30, height: 40 } }),
    ).toMatchObject({ width: 30, height: 40, fit: 'inside' });
    expect(renderPlan({ format: 'jpeg', quality: 95, background: 'fff' }).background).toBe('#fff');
  });
});
