import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { usePlatform } from '../app/platform-context.ts';
import { DIALOGS } from '../dialogs/registry.ts';
import { ChunkBoundary } from './ChunkBoundary.tsx';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useDialogs } from '../hooks/index.ts';
import { ConfirmDialog, Curtain, Dialog, Spinner, type DismissReason } from '../ui/index.ts';
import type { PopupName } from '@croupier/core/state';

/** Loads the content of the popup `name` (see `DialogHost`'s `preloadDialog`); nothing for an unbound name. */
export async function preloadDialogContent(name: PopupName): Promise<void> {
  await DIALOGS[name]?.preload?.();
}

/** Marks the dialog loaded once its content has rendered (the close button waits for it, §4). */
function Loaded({ onLoaded }: { onLoaded(): void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * (Its own chunk, loaded by `DialogHost` when a dialog opens or the page is idle.)
 * Renders the head of core's dialog queue (§4 Dialogs): one at a time, as a popup, confirm or
 * curtain; named popups load their content from the registry, ad-hoc ones show their
 * `title` and `text` props.
 */
export function DialogView() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { visible, showClose, close, dismiss, agree, reject, markLoaded } = useDialogs();
  const binding = visible?.name ? DIALOGS[visible.name] : undefined;
  const unbound = Boolean(visible?.name) && !binding;

  useEffect(() => {
    if (!visible || !unbound) return;
    platform.log(new Error(`No dialog is bound to the popup "${visible.name}"`));
    close(visible.id, { force: true });
  }, [visible, unbound, platform, close]);

  useEffect(() => {
    // Ad-hoc dialogs have their content at once.
    if (visible && !visible.name && !visible.loaded) markLoaded(visible.id);
  }, [visible, markLoaded]);

  if (!visible || unbound) return null;
  const id = visible.id;
  const props = visible.props as Readonly<Record<string, unknown>>;
  const title = binding ? binding.title(t, props) : (text(props.title) ?? '');
  const onDismiss = (reason: DismissReason) => {
    if (reason === 'close') close(id);
    else dismiss(reason);
  };
  const contentProps: DialogContentProps = {
    entry: visible,
    close: (options) => close(id, options),
  };
  const content: ReactNode = binding ? (
    <ChunkBoundary
      compact
      onError={platform.log}
      // Failed to load: the close button shows as for loaded content, so the player can leave.
      fallback={(retry) => (
        <>
          {retry}
          <Loaded onLoaded={() => markLoaded(id)} />
        </>
      )}
    >
      <Suspense fallback={<Spinner size="lg" />}>
        <binding.Content {...contentProps} />
        <Loaded onLoaded={() => markLoaded(id)} />
      </Suspense>
    </ChunkBoundary>
  ) : (
    <p>{text(props.text)}</p>
  );
  const common = {
    title,
    hideTitle: binding ? binding.showTitle === false : !title,
    onDismiss,
    preventClose: visible.preventClose,
    showClose,
  };

  if (visible.kind === 'curtain') return <Curtain {...common}>{content}</Curtain>;
  if (visible.kind === 'confirm') {
    return (
      <ConfirmDialog
        {...common}
        size={binding?.size}
        agreeLabel={text(props.agreeLabel)}
        rejectLabel={text(props.rejectLabel)}
        onAgree={() => agree(id)}
        onReject={() => reject(id)}
      >
        {content}
      </ConfirmDialog>
    );
  }
  return (
    <Dialog {...common} size={binding?.size}>
      {content}
    </Dialog>
  );
}
