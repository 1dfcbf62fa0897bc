import { useState, type ComponentPropsWithRef, type SyntheticEvent } from 'react';
import styled from 'styled-components';

export interface ImageWithFallbackProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'alt' | 'width' | 'height'
> {
  /** May be empty: servers send '' or null for a missing image. */
  src?: string | null;
  fallbackSrc: string;
  /** Required; pass '' for a purely decorative image. */
  alt: string;
  /** Intrinsic size: reserves the box before the image loads, so nothing shifts (CLS). */
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
  /** Stretch to the container's width, keeping the width:height ratio. */
  fluid?: boolean;
}

const Img = styled.img<{ $fit: 'cover' | 'contain'; $fluid: boolean; $ratio: string }>`
  display: block;
  width: ${({ $fluid }) => ($fluid ? '100%' : 'auto')};
  max-width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: ${({ $fit }) => $fit};
  background: ${({ theme }) => theme.colors.surfaceSand};
`;

export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  width,
  height,
  fit = 'cover',
  fluid = false,
  loading = 'lazy',
  decoding = 'async',
  onError,
  ...rest
}: ImageWithFallbackProps) {
  // Remember which src failed rather than a flag, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallbackSrc;

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    // Swap once only: if the fallback fails too, stop rather than loop on error events.
    if (current !== fallbackSrc && src) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <Img
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={handleError}
      $fit={fit}
      $fluid={fluid}
      $ratio={`${width} / ${height}`}
      {...rest}
    />
  );
}
