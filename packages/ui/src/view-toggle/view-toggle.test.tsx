import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ViewToggle } from './view-toggle';

describe('ViewToggle', () => {
  it('names both layouts and reports the chosen one', async () => {
    const onChange = jest.fn();
    renderWithTheme(<ViewToggle value="list" onChange={onChange} label="Menu view" />);
    expect(screen.getByRole('radiogroup', { name: 'Menu view' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List view' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Grid view' }));
    expect(onChange).toHaveBeenCalledWith('grid');
  });
});
