import styled from 'styled-components';
import { media } from '../theme/media';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

const widths = { sm: '400px', md: '560px', lg: '800px' };
export type ModalSize = keyof typeof widths;
/** center: a dialog (a bottom sheet on phones); end: a full-height side panel at the right. */
export type ModalPlacement = 'center' | 'end';

export const Overlay = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${media.up('sm')} {
    align-items: center;
    padding: ${({ theme }) => theme.space[4]};
  }

  ${({ $placement }) =>
    $placement === 'end'
      ? `
    && { align-items: stretch; justify-content: flex-end; padding: 0; }
  `
      : ''}
`;

/* Mobile first: a bottom sheet the full width of the phone; a centred card from 576px. */
export const Dialog = styled.div<{ $size: ModalSize; $placement: ModalPlacement }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 90vh;
  max-height: 90dvh;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.up('sm')} {
    max-width: ${({ $size }) => widths[$size]};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  ${({ $placement, theme }) =>
    $placement === 'end'
      ? `
    && { height: 100%; max-height: none; max-width: min(100%, 420px); border-radius: 0; }
    && > :first-child { border-bottom: 1px solid ${theme.colors.border}; padding-bottom: ${theme.space[3]}; }
  `
      : ''}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} 0 ${theme.space[5]}`};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
`;

export const Title = styled.h2<{ $hidden: boolean }>`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
