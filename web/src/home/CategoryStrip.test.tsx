import { games } from '@croupier/core/refs';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFakeApi } from '../test-support/fake-api.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';

afterEach(cleanup);

const category = (id: number) => ({
  id,
  name: `Category ${id}`,
  sysname: `category_${id}`,
  icon: `/img/w_48/${id}.webp`,
  games_count: id * 10,
});

function renderStrip() {
  const { platform } = withFakeApi(testPlatform().platform, {
    [games.getCategories.path]: () => Array.from({ length: 8 }, (_, i) => category(i + 1)),
  });
  render(withPlatform(platform, <CategoryStrip />));
}

/** The chips' icons, in order. */
const icons = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('img') as HTMLImageElement);

describe('CategoryStrip', () => {
  it('lets a phone fetch only the icons it shows; wider screens get a source for every one', async () => {
    renderStrip();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    expect(icons().filter((img) => img.hasAttribute('src'))).toHaveLength(3);
    const waiting = icons()[3]!;
    const source = waiting.parentElement!.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source.getAttribute('srcset')).toBe('/img/w_48/4.webp');
  });

  it('gives every icon its source once the player scrolls or focuses the strip', async () => {
    renderStrip();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    fireEvent.scroll(screen.getByRole('list'));
    expect(icons().every((img) => img.hasAttribute('src'))).toBe(true);
    expect(icons()[7]!.getAttribute('src')).toBe('/img/w_48/8.webp');
    expect(document.querySelector('source')).toBeNull();
  });

  it('reveals them on keyboard focus too', async () => {
    renderStrip();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    fireEvent.focus(screen.getByRole('link', { name: /Category 1\b/ }));
    expect(icons().every((img) => img.hasAttribute('src'))).toBe(true);
  });
});
