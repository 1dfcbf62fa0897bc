import { lazy } from 'react';
import { pagesOf, startApp, StandaloneHost } from '@island-eats/app-frame';
import { exposes } from './contract';

// Run alone on its own origin, this remote mounts its pages in a minimal host (DESIGN.md §3).
void startApp(() => <StandaloneHost remote="account" pages={pagesOf('account', exposes, lazy)} />);
