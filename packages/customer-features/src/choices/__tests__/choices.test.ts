import type { UserProfile } from '@island-eats/api-client';
import * as api from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { keepCart, keptCart } from '../../cart';
import { setOrderType, shouldShowPickupNotice, markPickupNoticeSeen } from '../set-order-type';
import { switchLocation } from '../switch-location';

// The calls are the server's business (tested there); here: what the choices store and publish.
jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  clearCart: jest.fn(async () => ({ error: 'false', errorMessage: '', message: '' })),
  getProfile: jest.fn(),
  updateProfile: jest.fn(async () => ({ error: 'false', errorMessage: '' })),
}));
const calls = jest.mocked(api);

const profile: UserProfile = {
  userName: 'Ada',
  email: 'ada@example.com',
  mobileNumber: '3405550100',
  countryCode: '+1',
  located_at: 'st_croix',
  image: null,
  short_interest_survey: null,
  udId: 'X',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
  calls.getProfile.mockResolvedValue({ error: 'false', errorMessage: '', usersDetails: profile });
});

const logIn = () =>
  api.setSession({ ...profile, token: 't', udId: 'X', short_interest_survey: '' } as never);

describe('setOrderType', () => {
  it('stores the type, publishes it and clears the cart when it changes', async () => {
    logIn();
    keepCart({ netAmount: '1.00', dishes: { dishes: [{ dishQuantity: 1 }] } } as never);
    const counts: number[] = [];
    const stop = bus.subscribe('cartCount', (n) => counts.push(n));
    expect(await setOrderType('Delivery')).toBe(true);
    expect(api.getDeliveryType()).toBe('Delivery');
    expect(bus.last('orderType')).toBe('Delivery');
    expect(keptCart()).toBeNull();
    expect(counts.at(-1)).toBe(0);
    expect(calls.clearCart).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing when the type is already chosen', async () => {
    expect(await setOrderType('Take Out')).toBe(false);
    expect(calls.clearCart).not.toHaveBeenCalled();
  });

  it('does not call the server for a visitor', async () => {
    expect(await setOrderType('Delivery')).toBe(true);
    expect(calls.clearCart).not.toHaveBeenCalled();
  });

  it('shows the pick-up notice once per session', () => {
    expect(shouldShowPickupNotice('Delivery')).toBe(false);
    expect(shouldShowPickupNotice('Take Out')).toBe(true);
    markPickupNoticeSeen();
    expect(shouldShowPickupNotice('Take Out')).toBe(false);
  });
});

describe('switchLocation', () => {
  it('stores the island and its centre, saves the profile and clears the cart', async () => {
    logIn();
    expect(await switchLocation('st_thomas')).toBe(true);
    expect(api.getCurrentLocation()).toBe('st_thomas');
    expect(api.stored.get('chosenLocation')).toMatchObject({ latitudeData: 18.349835 });
    expect(bus.last('location')).toBe('st_thomas');
    expect(calls.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ located_at: 'st_thomas', userName: 'Ada' }),
    );
    expect(api.getSession()?.located_at).toBe('st_thomas');
    expect(calls.clearCart).toHaveBeenCalledTimes(1);
  });

  it('leaves the profile alone for a visitor and ignores the current island', async () => {
    expect(await switchLocation('st_croix')).toBe(false);
    expect(await switchLocation('st_thomas')).toBe(true);
    expect(calls.updateProfile).not.toHaveBeenCalled();
    expect(calls.getProfile).not.toHaveBeenCalled();
  });
});
