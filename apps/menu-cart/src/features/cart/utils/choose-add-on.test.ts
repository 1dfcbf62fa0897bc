import type { CustomisationGroup } from '@island-eats/api-client';
import { chooseAddOn, chosenItems } from './choose-add-on';

const item = (elementId: number, stock_status: 0 | 1 = 0) => ({
  elementId,
  elementName: `Item ${elementId}`,
  Price: '1.00',
  displayPrice: '$1.00',
  isSelected: 0 as const,
  stock_status,
  customisationCategoryId: 1,
});
const single: CustomisationGroup = {
  customizableId: 1,
  customizableName: 'Choose a Side',
  customizableType: 'single',
  customizableDishItems: [item(1), item(2), item(3, 1)],
};
const multiple: CustomisationGroup = {
  customizableId: 2,
  customizableName: 'Extras',
  customizableType: 'multiple',
  customizableDishItems: [item(10), item(11), item(12, 1)],
};

describe('chooseAddOn', () => {
  it('replaces the choice within a single group and leaves other groups alone', () => {
    let chosen = chooseAddOn([], single, item(1));
    chosen = chooseAddOn([...chosen, 10], single, item(2));
    expect(chosen.sort()).toEqual([10, 2].sort());
  });

  it('toggles within a multiple group', () => {
    let chosen = chooseAddOn([], multiple, item(10));
    chosen = chooseAddOn(chosen, multiple, item(11));
    expect(chosen).toEqual([10, 11]);
    expect(chooseAddOn(chosen, multiple, item(10))).toEqual([11]);
  });

  it('never chooses an out-of-stock item', () => {
    expect(chooseAddOn([1], single, item(3, 1))).toEqual([1]);
    expect(chooseAddOn([], multiple, item(12, 1))).toEqual([]);
  });

  it('lists the chosen items in menu order', () => {
    expect(chosenItems([single, multiple], [11, 2]).map((i) => i.elementId)).toEqual([2, 11]);
  });
});
