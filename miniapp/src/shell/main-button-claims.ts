/**
 * Who holds Telegram's main button. Screens and sheets claim it with their primary action;
 * the highest priority wins, and among equals the latest claim. The button shows the winner's
 * text and progress, and a press runs the winner's action — nothing while it is loading.
 */
import type { MainButtonSpec } from '@croupier/web';
import type { TelegramHost } from '../telegram/index.ts';

/** How much a claim outranks others: 0 the default (Deposit), 1 a screen, 2 a sheet. */
export type ClaimPriority = 0 | 1 | 2;

/** A claim's handle: update its content, or release it. */
export interface MainButtonClaim {
  update(spec: MainButtonSpec): void;
  release(): void;
}

/** The claims on one host's main button. */
export interface MainButtonClaims {
  claim(spec: MainButtonSpec, priority: ClaimPriority): MainButtonClaim;
  /** The winning claim's content, or null. */
  current(): MainButtonSpec | null;
}

interface Entry {
  id: number;
  priority: ClaimPriority;
  spec: MainButtonSpec;
}

/** Creates the registry and routes the host's presses to the winner. */
export function createMainButtonClaims(
  host: Pick<TelegramHost, 'setMainButton' | 'onMainButton'>,
): MainButtonClaims {
  const entries: Entry[] = [];
  let nextId = 1;
  const winner = (): Entry | null =>
    entries.reduce<Entry | null>(
      (best, e) =>
        !best || e.priority > best.priority || (e.priority === best.priority && e.id > best.id)
          ? e
          : best,
      null,
    );
  let shown = '';
  const publish = () => {
    const top = winner();
    const state = top
      ? { text: top.spec.text, loading: !!top.spec.loading, enabled: !top.spec.disabled }
      : null;
    const key = JSON.stringify(state);
    if (key === shown) return;
    shown = key;
    host.setMainButton(state);
  };
  host.onMainButton(() => {
    const top = winner();
    if (top && !top.spec.loading && !top.spec.disabled) top.spec.onClick();
  });
  return {
    claim(spec, priority) {
      const entry: Entry = { id: nextId++, priority, spec };
      entries.push(entry);
      publish();
      return {
        update(next) {
          entry.spec = next;
          publish();
        },
        release() {
          const at = entries.indexOf(entry);
          if (at !== -1) entries.splice(at, 1);
          publish();
        },
      };
    },
    current: () => winner()?.spec ?? null,
  };
}
