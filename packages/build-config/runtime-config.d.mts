// The types of runtime-config.mjs, for the page server (packages/page-server).
import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';

export function runtimeConfig(env?: NodeJS.ProcessEnv): RuntimeConfig;
