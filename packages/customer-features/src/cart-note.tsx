import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { MyCartState } from '@island-eats/app-frame';

/** A note over a page's main content that the customer should read before going on. */
export const Note = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * What another app says about the cart it sent the customer to (a reorder's missing items).
 * Said once: it is taken out of the history entry, so a reload or a Back to the page does not
 * say it again about a cart that has changed since.
 */
export function CartNote() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const [note] = useState((state as MyCartState | null)?.cartNote);
  const carried = (state as MyCartState | null)?.cartNote !== undefined;
  useEffect(() => {
    if (carried) void navigate(pathname + search, { replace: true, state: null });
  }, [carried, navigate, pathname, search]);
  return note ? <Note role="status">{note}</Note> : null;
}
