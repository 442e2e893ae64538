import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../app/load-chunk.ts';
import { allowChunkRetry } from '../app/retrying-lazy.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, Icon } from '../ui/index.ts';
import styles from './ChunkBoundary.module.css';
import { useOnline } from './use-online.ts';

/** Props of {@link ChunkBoundary}. */
export interface ChunkBoundaryProps {
  children: ReactNode;
  /** Smaller text for a dialog or a slot rather than a page. */
  compact?: boolean;
  onError?(error: unknown): void;
  /** Puts the retry state in a frame of its own (a dialog); as it is by default. */
  fallback?(retry: ReactNode): ReactNode;
}

/**
 * Catches a chunk that could not be loaded (retries spent, or offline) where it was needed —
 * the page, a dialog — so the frame around it (header, navigation, balance) stays, and shows
 * "couldn't load — retry" in its place; the connection coming back retries by itself. Any
 * other error goes on to the boundary above.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (isChunkLoadError(error)) this.props.onError?.(error);
  }

  private readonly retry = () => {
    allowChunkRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    const retry = <ChunkRetry onRetry={this.retry} compact={this.props.compact} />;
    return this.props.fallback ? this.props.fallback(retry) : retry;
  }
}

/** The inline "couldn't load — retry" state; retries by itself when the connection returns. */
function ChunkRetry({ onRetry, compact }: { onRetry(): void; compact?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    // The connection came back: try again without waiting for a click.
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) onRetry();
  }, [online, onRetry]);
  return (
    <div className={compact ? styles.compact : styles.retry} role="alert">
      <Icon name="warning" size={compact ? 20 : 28} />
      <p className={styles.text}>
        {online
          ? t('network.chunkFailed', 'This part of the page couldn’t load.')
          : t('network.chunkOffline', 'This part of the page couldn’t load while you are offline.')}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('network.retry', 'Retry')}
      </Button>
    </div>
  );
}
