import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tabs, tabIds } from './tabs';

const TABS = [
  { id: 1, label: 'Burgers' },
  { id: 2, label: 'Plates' },
  { id: 3, label: 'Drinks' },
];

function Controlled() {
  const [value, setValue] = useState(1);
  const ids = tabIds('menu', value);
  return (
    <>
      <Tabs label="Menu categories" idPrefix="menu" tabs={TABS} value={value} onChange={setValue} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        panel {value}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('selects by click and ties the panel to its tab', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Burgers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Burgers' })).toHaveTextContent('panel 1');
    await user.click(screen.getByRole('tab', { name: 'Drinks' }));
    expect(screen.getByRole('tabpanel', { name: 'Drinks' })).toHaveTextContent('panel 3');
  });

  it('moves with the arrow keys, wrapping, and keeps one Tab stop', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Burgers' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Drinks' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Drinks' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Burgers' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Plates' })).toHaveAttribute('tabindex', '-1');
  });
});
