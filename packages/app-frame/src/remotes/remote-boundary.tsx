import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  region: string;
  /** a new value (the next navigation, a Try again) clears the failure and renders again */
  resetKey: string;
  onRetry: () => void;
  /** What shows instead of the region; the page's fallback block by default. */
  fallback?: (onRetry: () => void) => ReactNode;
  children: ReactNode;
}

/** What a failed region shows: its own fallback, or the page's fallback block. */
export const regionFallback = (
  fallback: ((onRetry: () => void) => ReactNode) | undefined,
  onRetry: () => void,
) => (fallback ? fallback(onRetry) : <RemoteFallback onRetry={onRetry} />);

/** Catches a remote that throws while rendering; only its region is lost. */
export class RemoteBoundary extends Component<Props, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[island-eats] region failed', {
      region: this.props.region,
      error: String(error),
    });
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) {
      return regionFallback(this.props.fallback, this.props.onRetry);
    }
    return this.props.children;
  }
}
