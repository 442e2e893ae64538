/** How a named popup (§2.3) is bound to its lazily loaded content. */
import type { DialogEntry } from '@croupier/core/state';
import type { Translate } from '../i18n/translate.ts';
import type { ComponentType } from 'react';
import { retryingLazy } from '../app/retrying-lazy.ts';
import type { Snapshot } from 'valtio/vanilla';

/** What a dialog's content receives. */
export interface DialogContentProps {
  /** The queue entry: id, props, kind. */
  entry: Snapshot<DialogEntry>;
  /** Closes the dialog by its own action (forced past preventClose when asked). */
  close(options?: { force?: boolean }): void;
}

/** A named popup's content and title. */
export interface DialogBinding {
  /** Suspends while its chunk loads (retrying; see `retryingLazy`). */
  Content: ComponentType<DialogContentProps>;
  /** The dialog's title (its accessible name). */
  title(t: Translate, props: Readonly<Record<string, unknown>>): string;
  size?: 'sm' | 'md' | 'lg';
  /** Draws the title (true) or keeps it for screen readers only. */
  showTitle?: boolean;
  /** Loads the content's code ahead of its first opening (then it shows without suspending). */
  preload?(): Promise<unknown>;
}

/** Binds a lazily imported dialog content. */
export function lazyDialog(
  load: () => Promise<ComponentType<DialogContentProps>>,
  options: Omit<DialogBinding, 'Content' | 'preload'>,
): DialogBinding {
  const content = retryingLazy(load);
  return { ...options, Content: content.Component, preload: content.preload };
}
