import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ImageWithFallback } from './image-with-fallback';

const props = { fallbackSrc: '/default-dish.png', alt: 'Callaloo soup', width: 320, height: 200 };

describe('ImageWithFallback', () => {
  it('always sets width and height so the layout does not shift', () => {
    renderWithTheme(<ImageWithFallback src="/dish.png" {...props} />);
    const img = screen.getByRole('img', { name: 'Callaloo soup' });
    expect(img).toHaveAttribute('src', '/dish.png');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '200');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('swaps to the fallback once on error, and not again', () => {
    const onError = jest.fn();
    renderWithTheme(<ImageWithFallback src="/broken.png" onError={onError} {...props} />);
    const img = screen.getByRole('img', { name: 'Callaloo soup' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-dish.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-dish.png');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it.each([[''], [null], [undefined]])('uses the fallback when src is %p', (src) => {
    renderWithTheme(<ImageWithFallback src={src} {...props} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default-dish.png');
  });

  it('gives a new src its own chance after an earlier one failed', () => {
    const { rerender } = renderWithTheme(<ImageWithFallback src="/broken.png" {...props} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ImageWithFallback src="/other.png" {...props} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/other.png');
  });
});
