import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../theme/ui-provider';

/** Components read tokens from the theme, so tests render them inside the provider. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiProvider, ...options });
}
