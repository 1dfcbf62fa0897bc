// The async boundary Module Federation needs before any shared module is used.
import { bootInStages } from '@island-eats/app-frame/boot-in-stages';

bootInStages(() => import('./bootstrap'));
