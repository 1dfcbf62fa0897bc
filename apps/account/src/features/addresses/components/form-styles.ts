import styled from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  input {
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
