import { render, screen } from '@testing-library/react';
import { HeartIcon, StarIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive tech by default', () => {
    const { container } = render(<HeartIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('fill', 'none');
  });

  it('become a named image when given a title', () => {
    render(<StarIcon title="Rated" filled />);
    expect(screen.getByRole('img', { name: 'Rated' })).toHaveAttribute('fill', 'currentColor');
  });
});
