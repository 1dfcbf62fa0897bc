import 'styled-components';
import type { Theme } from './theme/theme';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds every theme token to `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
