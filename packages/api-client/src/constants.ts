import type { LocatedAt, OrderType } from './types/common';

/** Business constants of SPEC §9 that the calls and the apps share. */
/** Both islands keep Atlantic Standard Time all year (no daylight saving). */
export const ISLAND_TIME_ZONE = 'America/St_Thomas';
export const DEFAULT_LOCATION: LocatedAt = 'st_croix';
export const DEFAULT_ORDER_TYPE: OrderType = 'Take Out';
export const LOCATIONS: readonly LocatedAt[] = ['st_croix', 'st_thomas'];

/** Centre of the add-address map per island. */
export const LOCATION_CENTRES: Record<
  LocatedAt,
  { latitude: number; longitude: number; zipcode: string }
> = {
  st_croix: { latitude: 17.736537, longitude: -64.735021, zipcode: '00820' },
  st_thomas: { latitude: 18.349835, longitude: -64.929399, zipcode: '00802' },
};

export const PAYMENT_TYPE = 11;
export const CARD_TYPE = 1;
/** payment_method_enable: 1 saved cards, 2 the card/wallet provider. */
export const PAYMENT_METHOD = { savedCard: 1, provider: 2 } as const;
export const DONATION = { flag: 'no', amount: '0.10' } as const;
export const DEFAULT_DISTANCE = '0.0';
export const SERVER_PAGE_SIZE = 10;
/** The `os` field the calls send: this client is the web one. */
export const CLIENT_OS = 'web';
export const DEFAULT_COUNTRY_CODE = '+1';
export const SIGN_UP_COUNTRY_CODES = ['+1', '+91'] as const;
export const OTP_LENGTH = 6;
export const SESSION_EXPIRED_MESSAGE = 'Session Expired!';
export const NETWORK_ERROR_MESSAGE = 'something went wrong!';
/** This exact errorMessage makes the client end the session (answer-texts.ts gives it out too). */
export const UNAUTHENTICATED = 'Unauthenticated.';
