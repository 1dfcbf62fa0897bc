import styled from 'styled-components';

export const Group = styled.div<{ $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  padding: 3px;
  gap: 2px;
  background: ${({ theme }) => theme.colors.surfaceSand};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const Option = styled.button`
  flex: 1 1 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  min-width: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.durations.fast};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &[aria-checked='false']:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
