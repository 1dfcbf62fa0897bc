import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../icons/icons';
import { renderWithTheme } from '../testing/render-with-theme';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its aria-label, not by the hidden icon', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton aria-label="Close" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
