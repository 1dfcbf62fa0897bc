import type { Location } from './common';

export interface Settings {
  /** preset tip amounts in dollars, as the server sends them ('2.00') */
  tip: string[];
  located_at: Location[];
}
