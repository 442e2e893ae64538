import { describe, expect, it } from 'vitest';
import {
  FRAME_ACTION_PROTOCOL,
  FRAME_ACTION_VERSION,
  carriedMessage,
  frameToHostMessage,
  pressMessage,
  themeMessage,
  viewportMessage,
} from './frame-action.ts';

const frameWindow = { name: 'the frame' };
const frame = { window: frameWindow, origins: ['null', 'https://casino.example'] };
const tag = { protocol: FRAME_ACTION_PROTOCOL, v: FRAME_ACTION_VERSION };
const offer = {
  ...tag,
  type: 'action',
  action: { text: 'Place bet', loading: false, disabled: false },
};
const from = (data: unknown, overrides: { origin?: string; source?: unknown } = {}) => ({
  origin: 'null',
  source: frameWindow,
  data,
  ...overrides,
});

describe('frame-action protocol', () => {
  it('takes an offer, a withdrawn offer and a result from the frame window', () => {
    expect(frameToHostMessage(from(offer), frame)).toEqual(offer);
    expect(frameToHostMessage(from({ ...tag, type: 'action', action: null }), frame)).toEqual({
      ...tag,
      type: 'action',
      action: null,
    });
    expect(frameToHostMessage(from({ ...tag, type: 'result', ok: false }), frame)).toEqual({
      ...tag,
      type: 'result',
      ok: false,
    });
    expect(frameToHostMessage(from(offer, { origin: 'https://casino.example' }), frame)).toEqual(
      offer,
    );
  });

  it('refuses another window, another origin, and a frame that is gone', () => {
    expect(frameToHostMessage(from(offer, { source: {} }), frame)).toBeNull();
    expect(frameToHostMessage(from(offer, { source: null }), frame)).toBeNull();
    expect(frameToHostMessage(from(offer, { origin: 'https://evil.example' }), frame)).toBeNull();
    expect(
      frameToHostMessage(from(offer, { source: null }), { ...frame, window: null }),
    ).toBeNull();
  });

  it('refuses other protocols, versions and malformed offers', () => {
    const bad = [
      null,
      'press',
      { ...offer, protocol: 'other' },
      { ...offer, v: 2 },
      { ...offer, type: 'press' },
      { ...offer, action: { text: '   ', loading: false, disabled: false } },
      { ...offer, action: { text: 'x'.repeat(65), loading: false, disabled: false } },
      { ...offer, action: { text: 'Place bet', loading: 'no', disabled: false } },
      { ...offer, action: { text: 'Place bet', loading: false } },
      { ...offer, action: { text: 7, loading: false, disabled: false } },
      { ...tag, type: 'result', ok: 'yes' },
    ];
    for (const data of bad) expect(frameToHostMessage(from(data), frame)).toBeNull();
  });

  it('normalises the label to one line and copies only the known fields', () => {
    const message = frameToHostMessage(
      from({
        ...offer,
        extra: '<script>',
        action: { text: ' Place\n bet ', loading: true, disabled: false, onClick: 'x' },
      }),
      frame,
    );
    expect(message).toEqual({
      ...tag,
      type: 'action',
      action: { text: 'Place bet', loading: true, disabled: false },
    });
  });

  it('builds the host messages with the tag and version', () => {
    expect(carriedMessage(true)).toEqual({ ...tag, type: 'carried', carried: true });
    expect(pressMessage()).toEqual({ ...tag, type: 'press' });
  });

  it('takes a content height, rounded up, and refuses a missing, non-finite or absurd one', () => {
    expect(frameToHostMessage(from({ ...tag, type: 'size', height: 1234.2 }), frame)).toEqual({
      ...tag,
      type: 'size',
      height: 1235,
    });
    for (const height of [0, -5, Number.NaN, Infinity, '900', null, 1e9]) {
      expect(frameToHostMessage(from({ ...tag, type: 'size', height }), frame)).toBeNull();
    }
    expect(
      frameToHostMessage(from({ ...tag, type: 'size', height: 900 }, { source: {} }), frame),
    ).toBeNull();
  });

  it('tells the frame the theme and the part of it on screen', () => {
    expect(themeMessage('light')).toEqual({ ...tag, type: 'theme', theme: 'light' });
    expect(viewportMessage({ top: -3.4, height: 700.6 })).toEqual({
      ...tag,
      type: 'viewport',
      viewport: { top: 0, height: 701 },
    });
    expect(viewportMessage(null)).toEqual({ ...tag, type: 'viewport', viewport: null });
  });
});
