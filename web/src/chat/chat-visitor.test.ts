import { describe, expect, it } from 'vitest';
import { PLAYER } from '../test-support/test-platform.ts';
import { baseVisitor, chatEmail, storesChatEvents, withProfile } from './chat-visitor.ts';

describe('chat visitor data (§3)', () => {
  it('is uid 0 with locale and session id when anonymous', () => {
    expect(baseVisitor(null, 'pt', 's1')).toEqual({ uid: 0, locale: 'pt', sessionId: 's1' });
    expect(baseVisitor({ ...PLAYER, uid: 0 }, 'en', 's1').uid).toBe(0);
  });

  it("takes a player's uid, locale and the email of the login; the profile adds the rest", () => {
    const visitor = baseVisitor(PLAYER, 'ru', 's2');
    expect(visitor).toEqual({ uid: 7, locale: 'en', sessionId: 's2', email: 'demo@croupier.test' });
    expect(
      withProfile(visitor, {
        first_name: 'Ana',
        email: 'ana@example.com',
        mobile: '+5511999998888',
      } as never),
    ).toMatchObject({ firstName: 'Ana', email: 'ana@example.com', phone: '+5511999998888' });
    expect(baseVisitor({ ...PLAYER, login: '+5511999998888' }, 'en', 's').phone).toBe(
      '+5511999998888',
    );
  });

  it('gives one provider the email "none" when there is none', () => {
    expect(chatEmail('live_tex', undefined)).toBe('none');
    expect(chatEmail('jivoSite', undefined)).toBe('');
    expect(chatEmail('live_tex', 'a@b.c')).toBe('a@b.c');
  });

  it('stores chat events only for authenticated users on freshChat', () => {
    expect(storesChatEvents('freshChat', 7)).toBe(true);
    expect(storesChatEvents('freshChat', 0)).toBe(false);
    expect(storesChatEvents('liveChat', 7)).toBe(false);
    expect(storesChatEvents(null, 7)).toBe(false);
  });
});
