import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Defaults to 1em so the icon follows the text size of its button or link. */
  size?: number | string;
  /** Gives the icon a name (role="img"); without it the icon is decorative and aria-hidden. */
  title?: string;
  /** Solid shape, e.g. a favourited heart or a given star. */
  filled?: boolean;
}

/** 24×24 stroke icons drawn in currentColor (shapes after Feather icons, ISC licence). */
export function Icon({
  size = '1em',
  title,
  filled = false,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  const a11y = title
    ? { role: 'img', 'aria-label': title }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...rest}
    >
      {children}
    </svg>
  );
}
