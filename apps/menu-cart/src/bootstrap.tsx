import { startApp, StandaloneHost } from '@island-eats/app-frame';
import { pages } from './routes';

// Run alone on its own origin, this remote mounts its pages in a minimal host (DESIGN.md §3).
void startApp(() => <StandaloneHost remote="menu_cart" routes={{ pages }} />);
