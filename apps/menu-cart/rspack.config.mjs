import { createAppConfig } from '@island-eats/build-config';

// What this remote exposes is its src/contract.ts's list.
export default createAppConfig({ dir: import.meta.dirname });
