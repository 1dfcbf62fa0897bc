import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { pageWindow } from './page-window';
import { Pagination } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [1, 0, []],
  ] as const)('page %p of %p draws %p', (page, count, slots) => {
    expect(pageWindow(page, count)).toEqual(slots);
  });
});

describe('Pagination', () => {
  it('draws nothing for a single page', () => {
    const { container } = renderWithTheme(
      <Pagination page={1} pageCount={1} onChange={jest.fn()} label="Reviews pages" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves by number, previous and next', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Pagination page={2} pageCount={4} onChange={onChange} label="Reviews pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Reviews pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('waits while the next page loads', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Pagination page={1} pageCount={3} onChange={onChange} label="Reviews pages" busy />,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
