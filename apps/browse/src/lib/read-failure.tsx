import type { ReactNode } from 'react';
import { Button, EmptyState } from '@island-eats/ui';

export interface ReadFailureProps {
  /** What could not be read, e.g. 'We could not load the restaurants.' */
  children: ReactNode;
  /** The failure's message (the server's errorMessage, or SPEC.md §8's network one). */
  message: string;
  onRetry: () => void;
  className?: string;
}

/**
 * A read that failed, in the place of what it would have shown: never an empty list, which
 * would say there is nothing. The read also tries again by itself (useRequest). Loaded when a
 * read fails (lazy-read-failure.ts), not with the first scripts of /.
 */
export function ReadFailure({ children, message, onRetry, className }: ReadFailureProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState description={message} action={<Button onClick={onRetry}>Try again</Button>}>
        {children}
      </EmptyState>
    </div>
  );
}
