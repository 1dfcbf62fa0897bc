import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme as defaultTheme, type Theme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
  theme?: Theme;
  /** A remote mounted inside the shell passes false: the shell already injects the reset. */
  globalStyle?: boolean;
}

/** Theme and global reset; every app renders this once at its root. */
export function UiProvider({
  children,
  theme = defaultTheme,
  globalStyle = true,
}: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
