/** How a named popup (§2.3) is bound to its lazily loaded content. */
import type { DialogEntry } from '@croupier/core/state';
import type { Translate } from '../i18n/translate.ts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
  Content: LazyExoticComponent<ComponentType<DialogContentProps>>;
  /** The dialog's title (its accessible name). */
  title(t: Translate, props: Readonly<Record<string, unknown>>): string;
  size?: 'sm' | 'md' | 'lg';
  /** Draws the title (true) or keeps it for screen readers only. */
  showTitle?: boolean;
}

/** Binds a lazily imported dialog content. */
export function lazyDialog(
  load: () => Promise<ComponentType<DialogContentProps>>,
  options: Omit<DialogBinding, 'Content'>,
): DialogBinding {
  return {
    ...options,
    Content: lazy(() => load().then((component) => ({ default: component }))),
  };
}
