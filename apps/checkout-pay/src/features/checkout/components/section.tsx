import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@island-eats/ui';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** One titled block of the checkout page (Contact Info, Coupon, Address, Payment Info). */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Card>
  );
}
