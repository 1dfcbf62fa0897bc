import type { CartLine } from '@island-eats/api-client';

/** The names of a line's chosen add-ons, in menu order, for display. */
export const lineAddOns = (line: CartLine): string[] =>
  line.dishCustomisation.flatMap((group) => group.customizableDishItems.map((i) => i.elementName));
