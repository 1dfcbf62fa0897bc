import { reorderNote } from './reorder-note';

it('names what a reorder left out, counted', () => {
  expect(reorderNote([])).toBeUndefined();
  expect(reorderNote(['Conch Fritters'])).toBe('1 item is no longer available: Conch Fritters');
  expect(reorderNote(['Conch Fritters', 'Johnny Cake (Honey)'])).toBe(
    '2 items are no longer available: Conch Fritters, Johnny Cake (Honey)',
  );
});
