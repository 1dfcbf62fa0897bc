import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { theme } from './theme';
import { UiProvider } from './ui-provider';

const Probe = styled.p`
  color: ${(props) => props.theme.colors.primary};
`;

describe('UiProvider', () => {
  it('gives components the theme', () => {
    render(
      <UiProvider>
        <Probe>Island Eats</Probe>
      </UiProvider>,
    );
    expect(screen.getByText('Island Eats')).toHaveStyle({ color: theme.colors.primary });
  });
});
