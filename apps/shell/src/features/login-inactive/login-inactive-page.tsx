import styled from 'styled-components';
import { Logo } from '../../layout/logo';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  justify-items: center;
`;

/** The full-page message that replaces the layout while the server pauses ordering. */
export function LoginInactivePage({ message }: { message: string }) {
  return (
    <Page>
      <Logo />
      <div role="alert">
        <h1>{message}</h1>
      </div>
    </Page>
  );
}
