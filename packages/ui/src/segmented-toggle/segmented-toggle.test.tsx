import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GridIcon, ListIcon } from '../icons/icons';
import { renderWithTheme } from '../testing/render-with-theme';
import { SegmentedToggle } from './segmented-toggle';

type OrderType = 'takeout' | 'delivery';

function OrderTypeToggle({ onChange }: { onChange?: (v: OrderType) => void }) {
  const [value, setValue] = useState<OrderType>('takeout');
  return (
    <SegmentedToggle
      label="Order type"
      options={[
        { value: 'takeout', label: 'Pick UP' },
        { value: 'delivery', label: 'Delivery' },
      ]}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('SegmentedToggle', () => {
  it('is a labelled radio group with one checked option', () => {
    renderWithTheme(<OrderTypeToggle />);
    expect(screen.getByRole('radiogroup', { name: 'Order type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pick UP' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delivery' })).not.toBeChecked();
  });

  it('has one tab stop and moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<OrderTypeToggle onChange={onChange} />);
    const pickUp = screen.getByRole('radio', { name: 'Pick UP' });
    const delivery = screen.getByRole('radio', { name: 'Delivery' });

    await user.tab();
    expect(pickUp).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(delivery).toHaveFocus();
    expect(delivery).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('delivery');

    await user.keyboard('{ArrowRight}');
    expect(pickUp).toHaveFocus();
    expect(pickUp).toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(delivery).toBeChecked();
    await user.keyboard('{Home}');
    expect(pickUp).toBeChecked();
    await user.keyboard('{End}');
    expect(delivery).toBeChecked();
    await user.tab({ shift: true });
    expect(document.body).toHaveFocus();
  });

  it('selects on click and names icon-only options', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <SegmentedToggle
        label="View"
        options={[
          { value: 'list', label: <ListIcon />, ariaLabel: 'List view' },
          { value: 'grid', label: <GridIcon />, ariaLabel: 'Grid view' },
        ]}
        value="list"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Grid view' }));
    expect(onChange).toHaveBeenCalledWith('grid');
  });
});
