// The calls the auth modals make, replaced in component tests (the browser tests use the real API).
export const apiMock = {
  checkAvailability: jest.fn(),
  userPasswordLogin: jest.fn(),
  userWithPasswordSignup: jest.fn(),
  otpVerification: jest.fn(),
  resendOtp: jest.fn(),
  forgotPassword: jest.fn(),
  changePassword: jest.fn(),
  cartCount: jest.fn(),
};

export function resetApiMock() {
  for (const fn of Object.values(apiMock)) fn.mockReset();
  apiMock.cartCount.mockResolvedValue({ error: 'false', count: 0, FavouriteCount: 0 });
}
