import { describe, expect, it } from 'vitest';
import { tileBadges } from './tile-badges.ts';

describe('tileBadges', () => {
  const both = { is_new: true, is_hot: true };

  it('keeps the facts in a mixed list', () => {
    expect(tileBadges(both)).toEqual({ isNew: true, isHot: true });
    expect(tileBadges({ is_new: false, is_hot: true }, 'slots')).toEqual({
      isNew: false,
      isHot: true,
    });
  });

  it('drops the badge the category already says', () => {
    expect(tileBadges(both, 'popular')).toEqual({ isNew: true, isHot: false });
    expect(tileBadges(both, 'new')).toEqual({ isNew: false, isHot: true });
  });
});
