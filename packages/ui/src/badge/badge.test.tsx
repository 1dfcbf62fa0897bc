import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['success', 'Open'],
    ['danger', 'Close'],
    ['info', 'Pickup Available'],
    ['neutral', 'Customizable'],
  ] as const)('renders a %s badge with its text', (tone, text) => {
    renderWithTheme(<Badge tone={tone}>{text}</Badge>);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
