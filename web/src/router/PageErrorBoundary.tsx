import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of a screen that threw. */
  fallback(error: unknown): ReactNode;
  onError?(error: unknown): void;
}

/** Catches a screen's errors (failed loads, 404 content) so the shell around it stays. */
export class PageErrorBoundary extends Component<
  PageErrorBoundaryProps,
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
