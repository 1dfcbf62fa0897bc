import styled from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => `${theme.space[5]} 0`};
`;

export const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
  &:not(:disabled):not([aria-current='page']):hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
