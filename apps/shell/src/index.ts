// The async boundary Module Federation needs before any shared module is used.
import { loadRuntimeConfig } from '@island-eats/app-frame/load-runtime-config';

// /config.json loads beside the bootstrap chunk instead of after it (startApp reads it again).
loadRuntimeConfig().catch(() => undefined);
import('./bootstrap');
