import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoyaltyPicture } from './LoyaltyPicture.tsx';

afterEach(cleanup);

describe('a loyalty picture', () => {
  it('shows the CMS picture at 1x and 2x in its square', () => {
    const { container } = render(
      <LoyaltyPicture
        image={{ x1: '/a.png', x2: '/a@2x.png' }}
        size={64}
        icon="crown"
        iconSize={28}
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe('/a.png 1x, /a@2x.png 2x');
    expect(img?.getAttribute('width')).toBe('64');
  });

  it('stands its icon in for a missing picture, hidden from assistive tech', () => {
    const { container } = render(
      <LoyaltyPicture image={null} size={56} icon="star" iconSize={24} className="pic" />,
    );
    expect(container.querySelector('img')).toBeNull();
    const box = container.querySelector('span.pic');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.querySelector('svg')).not.toBeNull();
  });
});
