import styled from 'styled-components';

/**
 * The pill-shaped box around an icon and a borderless input (the home page's location box, the
 * restaurant search, a menu's dish search): the box, not the input, shows the focus ring.
 */
export const PillField = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: none;
    font: inherit;
    outline: none;
  }
`;
