// The cart calls, replaced in component tests (the browser tests use the real API).
export const apiMock = {
  viewChosenCart: jest.fn(),
  addToCart: jest.fn(),
  updateCart: jest.fn(),
  clearCart: jest.fn(),
  listMenu: jest.fn(),
};

export function resetApiMock() {
  for (const fn of Object.values(apiMock)) fn.mockReset();
  apiMock.addToCart.mockResolvedValue({ error: 'false', message: 'ok' });
  apiMock.updateCart.mockResolvedValue({ error: 'false', message: 'ok' });
  apiMock.clearCart.mockResolvedValue({ error: 'false', message: 'ok' });
}
