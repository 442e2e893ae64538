import { describe, expect, it, vi } from 'vitest';
import { listenForFrameMessages } from './frame-message-listener.ts';

const origin = 'https://casino.example';

/** A listening window and a way to post it messages (from the app's origin unless told). */
function listening() {
  const deps = { origin, navigate: vi.fn(), refreshUser: vi.fn() };
  const target = new EventTarget();
  const stop = listenForFrameMessages(target, deps);
  const post = (data: unknown, from = origin) =>
    target.dispatchEvent(new MessageEvent('message', { origin: from, data }));
  return { deps, post, stop };
}

describe('window messages from frames (§2.2, §7)', () => {
  it('navigates to the page path of a same-origin frame check', () => {
    const { deps, post } = listening();
    post({ type: 'frame_path', path: '/cashier/deposit' });
    expect(deps.navigate).toHaveBeenCalledWith('/cashier/deposit');
    expect(deps.refreshUser).not.toHaveBeenCalled();
  });

  it("acts on an embedded form's redirect and refresh_user", () => {
    const { deps, post } = listening();
    post({ type: 'redirect', url: '/?show_popup_reg=1&backUrl=%2Fpromotions' });
    post({ type: 'refresh_user' });
    expect(deps.navigate).toHaveBeenCalledWith('/?show_popup_reg=1&backUrl=%2Fpromotions');
    expect(deps.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('ignores other origins, external targets and unknown messages', () => {
    const { deps, post } = listening();
    post({ type: 'refresh_user' }, 'https://evil.example');
    post({ type: 'frame_path', path: '/cashier/deposit' }, 'https://evil.example');
    post({ type: 'redirect', url: 'https://evil.example/' });
    post('hello');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.refreshUser).not.toHaveBeenCalled();
  });

  it('listens on the window until stopped', () => {
    const { deps, post, stop } = listening();
    post({ type: 'refresh_user' });
    stop();
    post({ type: 'refresh_user' });
    expect(deps.refreshUser).toHaveBeenCalledTimes(1);
  });
});
