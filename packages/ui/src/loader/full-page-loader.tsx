import styled from 'styled-components';
import { Loader } from './loader';

export interface FullPageLoaderProps {
  label?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.scrim};
`;

/** SPEC §2 "Full-screen loader": covers the page while a blocking call runs. */
export function FullPageLoader({ label = 'Loading' }: FullPageLoaderProps) {
  return (
    <Backdrop aria-busy="true">
      <Loader label={label} size="lg" />
    </Backdrop>
  );
}
