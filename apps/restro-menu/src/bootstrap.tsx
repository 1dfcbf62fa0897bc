import { startApp, StandaloneHost } from '@island-eats/app-frame';
import { pages } from './routes';

// restro-menu runs without the shell for a restaurant's own guests (DESIGN.md §1).
void startApp(() => <StandaloneHost remote="restro_menu" routes={{ pages }} />);
