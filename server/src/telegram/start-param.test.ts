import { describe, expect, it } from 'vitest';
import { parseStartParam } from './start-param.ts';

describe('parseStartParam', () => {
  it('reads ref_<code> as a referral and promo_<code> as a promo code', () => {
    expect(parseStartParam('ref_FRIEND42')).toEqual({ kind: 'referral', code: 'FRIEND42' });
    expect(parseStartParam('promo_SPRING-25')).toEqual({ kind: 'promo', code: 'SPRING-25' });
  });

  it('anything else means neither', () => {
    for (const p of [undefined, '', 'ref_', 'promo', 'campaign_x', 'ref_a b', 'REF_abc']) {
      expect(parseStartParam(p)).toBeNull();
    }
  });
});
