/**
 * The verifier page's script, run in a VM against a minimal fake DOM: it posts its events to
 * the configured origin only (never `*`, never when not framed or with no origin), in the
 * order the README documents.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationState } from './document-review.ts';
import { KYC_MESSAGE_SOURCE } from './kyc-rules.ts';
import { VERIFIER_SCRIPT } from './verifier-script.ts';

const TARGET = 'https://casino.example';

type Listener = (event: unknown) => void;

class FakeElement {
  hidden = false;
  disabled = false;
  textContent = '';
  src = '';
  value = '';
  files: unknown[] | null = null;
  style = { width: '' };
  classList = { toggle() {}, add() {}, remove() {} };
  listeners = new Map<string, Listener>();
  constructor(
    private readonly dom: FakeDom,
    readonly attrs: Record<string, string> = {},
  ) {}
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, fn);
  }
  querySelector(selector: string) {
    return this.dom.one(selector);
  }
  querySelectorAll(selector: string) {
    return this.dom.all(selector);
  }
  reset() {}
}

class FakeDom {
  private readonly els = new Map<string, FakeElement>();
  readonly views = ['upload', 'pending', 'verified', 'rejected', 'expired'].map(
    (v) => new FakeElement(this, { 'data-view': v }),
  );
  readonly root: FakeElement;
  constructor(config: unknown) {
    this.root = new FakeElement(this, { 'data-config': JSON.stringify(config) });
    this.one('input[name=type]:checked').value = 'passport';
  }
  one(selector: string): FakeElement {
    if (selector === 'main[data-kyc]') return this.root;
    let el = this.els.get(selector);
    if (!el) this.els.set(selector, (el = new FakeElement(this)));
    return el;
  }
  all(selector: string): FakeElement[] {
    return selector === '[data-view]' ? this.views : [];
  }
  visible(): string[] {
    return this.views.filter((v) => !v.hidden).map((v) => v.attrs['data-view']!);
  }
}

const state = (patch: Partial<VerificationState> = {}): VerificationState => ({
  applicant_id: 'a'.repeat(24),
  status: 'init',
  review_answer: null,
  reject_reason: null,
  review_in_ms: 0,
  ...patch,
});

function run(
  config: Record<string, unknown>,
  options: { framed?: boolean; answers?: { status: number; data: unknown }[] } = {},
) {
  const dom = new FakeDom({
    token: 't'.repeat(43),
    targetOrigin: TARGET,
    source: KYC_MESSAGE_SOURCE,
    state: state(),
    reviewMs: 1000,
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    documentsUrl: '/demo-kyc/documents',
    statusUrl: '/demo-kyc/status',
    notify: null,
    ...config,
  });
  const postMessage = vi.fn();
  const window: { parent: unknown } = { parent: { postMessage } };
  if (options.framed === false) window.parent = window;
  const timers: (() => void)[] = [];
  const answers = [...(options.answers ?? [])];
  const fetch = vi.fn(async () => {
    const next = answers.shift() ?? { status: 500, data: null };
    return { status: next.status, json: async () => ({ data: next.data }) };
  });
  runInNewContext(VERIFIER_SCRIPT.body(), {
    window,
    document: { querySelector: (s: string) => dom.one(s) },
    fetch,
    setTimeout: (fn: () => void) => timers.push(fn),
    clearTimeout: () => {},
    setInterval: () => 0,
    clearInterval: () => {},
    URL: { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} },
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { dom, postMessage, fetch, timers, flush };
}

describe('the verifier page script', () => {
  it('says ready to the configured origin only, showing the upload step', () => {
    const { dom, postMessage } = run({});
    expect(dom.visible()).toEqual(['upload']);
    expect(postMessage.mock.calls).toEqual([
      [
        {
          source: KYC_MESSAGE_SOURCE,
          version: 1,
          type: 'ready',
          applicantId: 'a'.repeat(24),
          status: 'init',
          reviewAnswer: null,
        },
        TARGET,
      ],
    ]);
  });

  it('posts nothing when not framed or when no origin is configured', () => {
    expect(run({}, { framed: false }).postMessage).not.toHaveBeenCalled();
    expect(run({ targetOrigin: null }).postMessage).not.toHaveBeenCalled();
    expect(run({ targetOrigin: null, notify: 'tokenExpired' }).postMessage).not.toHaveBeenCalled();
  });

  it('tells the parent at once when the notice page is about an expired session', () => {
    const { postMessage } = run({ token: null, state: null, notify: 'tokenExpired' });
    expect(postMessage.mock.calls).toEqual([
      [{ source: KYC_MESSAGE_SOURCE, version: 1, type: 'tokenExpired', applicantId: null }, TARGET],
    ]);
  });

  it('uploads the chosen photo, says submitted, polls, then says completed', async () => {
    const { dom, postMessage, fetch, timers, flush } = run(
      {},
      {
        answers: [
          { status: 200, data: state({ status: 'pending', review_in_ms: 1000 }) },
          { status: 200, data: state({ status: 'completed', review_answer: 'GREEN' }) },
        ],
      },
    );
    const input = dom.one('input[type=file]');
    const file = { type: 'image/jpeg', size: 2048, name: 'passport.jpg' };
    input.files = [file];
    input.listeners.get('change')!({});
    dom.one('form[data-upload]').listeners.get('submit')!({ preventDefault() {} });
    await flush();
    expect(fetch.mock.calls[0]).toEqual([
      '/demo-kyc/documents?type=passport',
      expect.objectContaining({
        method: 'POST',
        body: file,
        headers: { 'x-kyc-token': 't'.repeat(43), 'content-type': 'image/jpeg' },
      }),
    ]);
    expect(dom.visible()).toEqual(['pending']);
    timers.shift()!();
    await flush();
    expect(dom.visible()).toEqual(['verified']);
    expect(postMessage.mock.calls.map(([m, origin]) => [m.type, origin])).toEqual([
      ['ready', TARGET],
      ['submitted', TARGET],
      ['completed', TARGET],
    ]);
    expect(postMessage.mock.calls[1]![0]).toMatchObject({ documentType: 'passport' });
  });

  it('shows the rejection reason and says rejected; an expired token says tokenExpired', async () => {
    const reason = 'The photo is too small to read.';
    const rejected = run(
      { state: state({ status: 'pending', review_in_ms: 500 }) },
      {
        answers: [
          {
            status: 200,
            data: state({ status: 'completed', review_answer: 'RED', reject_reason: reason }),
          },
        ],
      },
    );
    rejected.timers.shift()!();
    await rejected.flush();
    expect(rejected.dom.visible()).toEqual(['rejected']);
    expect(rejected.dom.one('[data-reason]').textContent).toBe(reason);
    expect(rejected.postMessage.mock.calls.at(-1)).toEqual([
      expect.objectContaining({ type: 'rejected', reviewAnswer: 'RED', reason }),
      TARGET,
    ]);

    const expired = run(
      { state: state({ status: 'pending', review_in_ms: 500 }) },
      { answers: [{ status: 401, data: { type: 'AuthorizationException' } }] },
    );
    expired.timers.shift()!();
    await expired.flush();
    expect(expired.dom.visible()).toEqual(['expired']);
    expect(expired.postMessage.mock.calls.at(-1)).toEqual([
      expect.objectContaining({ type: 'tokenExpired' }),
      TARGET,
    ]);
  });

  it('refuses a file of another type before uploading', () => {
    const { dom, fetch } = run({});
    const input = dom.one('input[type=file]');
    input.files = [{ type: 'application/pdf', size: 10, name: 'scan.pdf' }];
    input.listeners.get('change')!({});
    expect(dom.one('[data-error]').textContent).toBe('Upload a JPEG, PNG or WebP image.');
    expect(dom.one('[data-submit]').disabled).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
