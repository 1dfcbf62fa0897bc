import { GridIcon, ListIcon } from '../icons/icons';
import { SegmentedToggle, type SegmentedOption } from '../segmented-toggle/segmented-toggle';

export type ListView = 'list' | 'grid';

export interface ViewToggleProps {
  value: ListView;
  onChange: (value: ListView) => void;
  /** Names what is being laid out, e.g. 'Restaurants view' or 'Menu view'. */
  label?: string;
  className?: string;
}

const OPTIONS: ReadonlyArray<SegmentedOption<ListView>> = [
  { value: 'list', label: <ListIcon />, ariaLabel: 'List view' },
  { value: 'grid', label: <GridIcon />, ariaLabel: 'Grid view' },
];

/** The list / grid switch of the restaurant lists, favourites and menus: icons with names. */
export function ViewToggle({ value, onChange, label = 'View', className }: ViewToggleProps) {
  return (
    <SegmentedToggle
      label={label}
      options={OPTIONS}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
