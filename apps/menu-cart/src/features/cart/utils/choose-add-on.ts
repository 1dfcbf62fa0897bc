import type { CustomisationGroup, CustomisationItem } from '@island-eats/api-client';

/**
 * SPEC §4 Customisation: in a single group a choice replaces the group's other choice; in a
 * multiple group it toggles. Out-of-stock items cannot be chosen. Returns the new id list.
 */
export function chooseAddOn(
  chosen: readonly number[],
  group: CustomisationGroup,
  item: CustomisationItem,
): number[] {
  if (item.stock_status === 1) return [...chosen];
  if (group.customizableType === 'multiple') {
    return chosen.includes(item.elementId)
      ? chosen.filter((id) => id !== item.elementId)
      : [...chosen, item.elementId];
  }
  const groupIds = new Set(group.customizableDishItems.map((i) => i.elementId));
  return [...chosen.filter((id) => !groupIds.has(id)), item.elementId];
}

/** The chosen items of a dish, in menu order, for pricing and display. */
export function chosenItems(
  groups: readonly CustomisationGroup[],
  chosen: readonly number[],
): CustomisationItem[] {
  return groups.flatMap((g) => g.customizableDishItems.filter((i) => chosen.includes(i.elementId)));
}
