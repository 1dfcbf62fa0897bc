import type { FromSchema } from 'json-schema-to-ts';
import type { cartCountAnswer, messageAnswer } from '../wire/answers-account';
import type { viewCartAnswer } from '../wire/answers-shop';
import type { CartDishInput } from '../types/cart';
import type { OrderType } from '../types/common';
import { CLIENT_OS, DEFAULT_DISTANCE, DONATION } from '../constants';
import { apiPost } from '../http';
import { getDeliveryType, stored } from '../storage';
import { getUdId } from '../ud-id';

export type CartCountResponse = FromSchema<typeof cartCountAnswer>;

export interface ViewCartPayload {
  order_type: OrderType;
  tipAmount: number | string;
  order_distance: string;
  addressId?: number | null;
}

export type ViewCartResponse = FromSchema<typeof viewCartAnswer>;

/** addToCart, updateCart and clearCart answer a success message. */
export type CartChangeResponse = FromSchema<typeof messageAnswer>;

/** The device fields (uuId, os) are filled in here. */
export type NewCartDish = Omit<CartDishInput, 'uuId' | 'os'>;

export interface AddToCartPayload {
  order_type: OrderType;
  spl_instruction: string;
  outletId: number;
  dishes: NewCartDish[];
}

export interface UpdateCartPayload {
  cartId: number;
  outletId: number;
  /** 0 removes the line */
  quantity: number;
  spl_instruction: string;
  /** dishCustomisationId list */
  customisationId: number[];
}

export function cartCount(): Promise<CartCountResponse> {
  return apiPost('cartCount', { udId: getUdId() });
}

/** An empty cart answers error 'true' with 'Your Cart is Empty,Add Something from the Menu'. */
export function viewCart(payload: ViewCartPayload): Promise<ViewCartResponse> {
  return apiPost('viewCart', {
    ...payload,
    udId: getUdId(),
    donation: DONATION.flag,
    donationAmount: DONATION.amount,
  });
}

/**
 * viewCart for what the customer chose: the order type, tip and delivery address kept in
 * storage. My Cart, the cart panel and checkout all view the cart this way.
 */
export function viewChosenCart(): Promise<ViewCartResponse> {
  return viewCart({
    order_type: getDeliveryType(),
    tipAmount: stored.get('tipAmount') ?? 0,
    order_distance: DEFAULT_DISTANCE,
    addressId: stored.get('chosenLocation')?.addressId ?? null,
  });
}

export function clearCart(): Promise<CartChangeResponse> {
  return apiPost('clearCart', { udId: getUdId() });
}

export function addToCart(payload: AddToCartPayload): Promise<CartChangeResponse> {
  const udId = getUdId();
  const dishes: CartDishInput[] = payload.dishes.map((dish) => ({
    ...dish,
    uuId: udId,
    os: CLIENT_OS,
  }));
  return apiPost('addToCart', {
    ...payload,
    udId,
    uuId: udId,
    os: CLIENT_OS,
    dishes: JSON.stringify(dishes),
  });
}

/** Orders the cart for a later slot (ISO), or with null as soon as possible again. */
export function scheduleCart(payload: {
  order_type: OrderType;
  outletId: number;
  scheduled_for: string | null;
}): Promise<CartChangeResponse> {
  return apiPost('scheduleCart', { ...payload, udId: getUdId() });
}

export function updateCart(payload: UpdateCartPayload): Promise<CartChangeResponse> {
  return apiPost('updateCart', {
    ...payload,
    udId: getUdId(),
    os: CLIENT_OS,
    customisationId: JSON.stringify(payload.customisationId),
  });
}
