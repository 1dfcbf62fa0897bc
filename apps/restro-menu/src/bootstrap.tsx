import { startApp } from '@island-eats/app-frame';
import { RestroApp } from './restro-app';

// restro-menu runs without the shell for a restaurant's own guests (DESIGN.md §1).
void startApp(() => <RestroApp />);
