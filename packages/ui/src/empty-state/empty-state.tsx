import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** The message, e.g. 'No Cart Items' or 'No restaurants available for this location'. */
  children: ReactNode;
  /** A second, quieter line under the message. */
  description?: ReactNode;
  /** Decorative; rendered aria-hidden. */
  icon?: ReactNode;
  /** A way forward, e.g. a Button back to the restaurants. */
  action?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconWrap = styled.div`
  font-size: 3rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export function EmptyState({ children, description, icon, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Message>{children}</Message>
      {description && <p>{description}</p>}
      {action}
    </Root>
  );
}
