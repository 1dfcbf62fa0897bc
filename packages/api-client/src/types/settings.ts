import type { Location } from './common';

export interface Settings {
  /** preset tip amounts */
  tip: number[];
  located_at: Location[];
}
