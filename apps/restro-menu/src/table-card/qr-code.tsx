import { useMemo } from 'react';
import { create } from 'qrcode';

/** The blank border a scanner needs around a QR code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path, with its side in modules. */
export function qrPath(text: string): { path: string; side: number } {
  // 'M' corrects 15% damage: enough for a card on a table, and a smaller code than 'Q' or 'H'
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, side: modules.size + 2 * QUIET_ZONE };
}

interface Props {
  /** what the code holds: the outlet's restro-menu URL */
  value: string;
  /** its printed width */
  size: string;
  label: string;
}

/** A QR code drawn as SVG in the page (sharp at any print size, no image request). */
export function QrCode({ value, size, label }: Props) {
  const { path, side } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
