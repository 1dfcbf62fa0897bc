import styled from 'styled-components';
import { QrCode } from './qr-code';

const Card = styled.article`
  width: min(100%, 380px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
  break-inside: avoid;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  svg {
    display: block;
    margin: 0 auto;
  }

  @media print {
    box-shadow: none;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Steps = styled.ol`
  margin: ${({ theme }) => theme.space[4]} 0;
  padding-left: ${({ theme }) => theme.space[5]};
  text-align: left;

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Address = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

interface Props {
  outletName: string;
  /** the outlet's restro-menu page, what the code opens */
  menuUrl: string;
}

/** The card a restaurant prints for its tables: its name, the menu's QR code, how to use it. */
export function TableCard({ outletName, menuUrl }: Props) {
  return (
    <Card aria-labelledby="table-card-title">
      <Eyebrow>Scan to order</Eyebrow>
      <h1 id="table-card-title">{outletName}</h1>
      <QrCode value={menuUrl} size="220" label={`QR code of our menu: ${menuUrl}`} />
      <Steps>
        <li>Point your phone&apos;s camera at the code and open the link.</li>
        <li>Choose your dishes and add them to your order.</li>
        <li>Log in with your mobile number and pay. We&apos;ll tell you when it&apos;s ready.</li>
      </Steps>
      <Address>No camera? Visit {menuUrl.replace(/^https?:\/\//, '')}</Address>
    </Card>
  );
}
