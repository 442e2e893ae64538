import { describe, expect, it, vi } from 'vitest';
import { handleFrameMessage, listenForFrameMessages } from './frame-message-listener.ts';

const origin = 'https://casino.example';

function deps() {
  return { origin, navigate: vi.fn(), refreshUser: vi.fn() };
}

describe('window messages from frames (§2.2, §7)', () => {
  it('navigates to the page path of a same-origin frame check', () => {
    const d = deps();
    expect(
      handleFrameMessage({ origin, data: { type: 'frame_path', path: '/cashier/deposit' } }, d),
    ).toBe(true);
    expect(d.navigate).toHaveBeenCalledWith('/cashier/deposit');
  });

  it("acts on an embedded form's redirect and refresh_user", () => {
    const d = deps();
    handleFrameMessage(
      { origin, data: { type: 'redirect', url: '/?show_popup_reg=1&backUrl=%2Fpromotions' } },
      d,
    );
    handleFrameMessage({ origin, data: { type: 'refresh_user' } }, d);
    expect(d.navigate).toHaveBeenCalledWith('/?show_popup_reg=1&backUrl=%2Fpromotions');
    expect(d.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('ignores other origins, external targets and unknown messages', () => {
    const d = deps();
    expect(
      handleFrameMessage({ origin: 'https://evil.example', data: { type: 'refresh_user' } }, d),
    ).toBe(false);
    expect(
      handleFrameMessage({ origin, data: { type: 'redirect', url: 'https://evil.example/' } }, d),
    ).toBe(false);
    expect(handleFrameMessage({ origin, data: 'hello' }, d)).toBe(false);
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.refreshUser).not.toHaveBeenCalled();
  });

  it('listens on the window until stopped', () => {
    const d = deps();
    const target = new EventTarget();
    const stop = listenForFrameMessages(target, d);
    target.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'refresh_user' } }));
    stop();
    target.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'refresh_user' } }));
    expect(d.refreshUser).toHaveBeenCalledTimes(1);
  });
});
