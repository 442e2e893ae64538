import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSupportChat, setChatOpener, supportChat } from './chat-opener.ts';

afterEach(() => setChatOpener(null));

describe('opening the support chat from a page', () => {
  it('does nothing while no chat that can be opened is loaded', () => {
    expect(supportChat.canOpen).toBe(false);
    expect(openSupportChat()).toBe(false);
  });

  it('opens the loaded widget, until the chat is unloaded', () => {
    const open = vi.fn();
    setChatOpener(open);
    expect(supportChat.canOpen).toBe(true);
    expect(openSupportChat()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    setChatOpener(null);
    expect(supportChat.canOpen).toBe(false);
    expect(openSupportChat()).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
