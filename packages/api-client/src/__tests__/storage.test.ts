import { clearSession, getSession, setSession, subscribeSession, updateSession } from '../session';
import { getCurrentLocation, getDeliveryType, stored } from '../storage';
import type { SessionUser } from '../types/user';

const user: SessionUser = {
  token: 't',
  udId: 'D',
  userName: 'Ana',
  email: 'ana@example.com',
  countryCode: '+1',
  mobileNumber: '3405551234',
  located_at: 'st_thomas',
  short_interest_survey: '',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('stored values', () => {
  it('defaults location to st_croix and order type to Take Out', () => {
    expect(getCurrentLocation()).toBe('st_croix');
    expect(getDeliveryType()).toBe('Take Out');
  });

  it('keeps the order type and pickup notice for the session, the rest across sessions', () => {
    stored.set('deliveryType', 'Delivery');
    stored.set('hasSeenPickupNotice', true);
    stored.set('currentLocation', 'st_thomas');
    stored.set('tipAmount', '2.00');
    expect(sessionStorage.getItem('deliveryType')).toBe('"Delivery"');
    expect(sessionStorage.getItem('hasSeenPickupNotice')).toBe('true');
    expect(localStorage.getItem('currentLocation')).toBe('"st_thomas"');
    expect(localStorage.getItem('tipAmount')).toBe('"2.00"');
    expect(getDeliveryType()).toBe('Delivery');
    stored.remove('deliveryType');
    expect(getDeliveryType()).toBe('Take Out');
  });

  it('ignores values it cannot read back', () => {
    localStorage.setItem('currentLocation', 'not json');
    expect(stored.get('currentLocation')).toBeNull();
    expect(getCurrentLocation()).toBe('st_croix');
  });

  it('keeps working from memory when storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    stored.set('chosenLocation', {
      latitudeData: 17.7,
      longitudeData: -64.7,
      timezone: 'America/St_Thomas',
      address: 'Christiansted',
      addressId: null,
    });
    expect(stored.get('chosenLocation')?.address).toBe('Christiansted');
  });
});

describe('session', () => {
  it('persists, updates and clears, telling subscribers', () => {
    const seen: Array<string | null> = [];
    const unsubscribe = subscribeSession((session) => seen.push(session?.userName ?? null));
    setSession(user);
    expect(getSession()).toEqual(user);
    updateSession({ userName: 'Ana B' });
    expect(getSession()?.userName).toBe('Ana B');
    clearSession();
    expect(getSession()).toBeNull();
    unsubscribe();
    setSession(user);
    expect(seen).toEqual(['Ana', 'Ana B', null]);
  });

  it('hears a login from another tab', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.setItem('session', JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
    expect(listener).toHaveBeenCalledWith(user);
    unsubscribe();
  });
});
