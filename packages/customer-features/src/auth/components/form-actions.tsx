import styled from 'styled-components';

/** The submit row of an auth form, and the secondary links under it. */
export const FormActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
