import type { Db } from '../db/db';
import { evaluateCoupon } from '../coupons/coupon-rules';
import { findCouponById, timesCouponUsed } from '../coupons/find-coupon';
import {
  dishLimitMessage,
  isWithinDailyWindow,
  localClock,
  timeToSeconds,
} from '@island-eats/api-client/rules';
import { slotProblem, type SlotProblem } from '@island-eats/api-client/order-later';
import type { OutletLookup, OutletRecord } from '../restaurants/find-outlet';
import { outletLookup, outletTakesOrdersFor } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import type { AddOnRow, CartLineRow, CartRow } from './cart-rows';
import { addOnsByIds, cartLines, findCart } from './cart-rows';
import { deliveryFeeCents, roadMiles } from './delivery-fee';
import { paymentMethodEnable } from '../payments/outlet-payment';

export interface PriceCartInput {
  userId: number;
  orderType: OrderType;
  /** Delivery: the user's saved address the distance is measured to. */
  addressId?: number | null;
  /** That address's point when the caller has read it already (order placement). */
  address?: { latitude: number; longitude: number } | null;
  /** The cart's outlet when the caller has read it already; ignored if it is another outlet. */
  outlet?: OutletRecord | null;
  /** Where any other outlet is looked up: the request's (OutletCache); by default `db`. */
  outlets?: OutletLookup;
  /**
   * The user's cart row (null: none) when the caller has read it already: an order's write
   * prices the very row it has locked. By default read here.
   */
  cart?: CartRow | null;
  /** That cart's lines when the caller has read them already, with the cart. */
  lines?: CartLineRow[];
  tipCents?: number;
  now: Date;
}

export interface PricedCustomisation {
  id: number;
  name: string;
  priceCents: number;
  outOfStock: boolean;
  groupId: number;
  groupName: string;
  groupType: 'single' | 'multiple';
}

export interface PricedLine {
  /** The cart line's id (the wire calls it cartId). */
  cartId: number;
  dishId: number;
  dishName: string;
  quantity: number;
  /** Base price plus the in-stock selected add-ons. */
  unitCents: number;
  totalCents: number;
  customisations: PricedCustomisation[];
  note: string;
  /** The dish or one of its selected add-ons is out of stock. */
  outOfStock: boolean;
  /** Inside the dish's serving window now (at the cart's slot, for later). */
  servedNow: boolean;
}

export interface PricedCart {
  /** null for an empty cart. */
  outletId: number | null;
  outletName: string;
  lines: PricedLine[];
  subtotalCents: number;
  /** null when no coupon is applied or the applied one no longer passes its rules. */
  couponCode: string | null;
  couponId: number | null;
  couponSavingCents: number;
  /** Why a coupon stored on the cart gives nothing now (e.g. the subtotal fell below its minimum). */
  couponProblem: string | null;
  deliveryFeeCents: number;
  gasSurchargeCents: number;
  tipCents: number;
  netCents: number;
  distanceMiles: number;
  /** A dish above its per-order limit, named with it (SPEC's toMany.shortDes); null: none. */
  tooMany: string | null;
  /** The outlet is open and takes this order type now, or at the cart's slot. */
  outletAvailable: boolean;
  /** The slot the cart is ordered for (ISO); null: as soon as possible. */
  scheduledFor: string | null;
  /** Why the cart's slot can no longer be ordered for; null when it can or there is none. */
  slotProblem: SlotProblem | null;
  /** Delivery to an address beyond the outlet's radius. */
  outOfDeliveryRange: boolean;
  /** 1 saved cards, 2 the wallet provider, 0 neither. */
  paymentMethodEnable: 0 | 1 | 2;
  orderType: OrderType;
}

const EMPTY: Omit<PricedCart, 'orderType' | 'tipCents'> = {
  outletId: null,
  outletName: '',
  lines: [],
  subtotalCents: 0,
  couponCode: null,
  couponId: null,
  couponSavingCents: 0,
  couponProblem: null,
  deliveryFeeCents: 0,
  gasSurchargeCents: 0,
  netCents: 0,
  distanceMiles: 0,
  tooMany: null,
  outletAvailable: false,
  scheduledFor: null,
  slotProblem: null,
  outOfDeliveryRange: false,
  paymentMethodEnable: 0,
};

/**
 * The user's cart priced from the database: every amount in integer cents, nothing taken from
 * the client except the tip it chose. Orders re-price with this at placement time.
 */
export async function priceCart(db: Db, input: PriceCartInput): Promise<PricedCart> {
  const tipCents = Math.max(0, Math.round(input.tipCents ?? 0));
  // (asked together: the database answers both without a wait for us between)
  const [cart, cartRows] = await Promise.all([
    input.cart !== undefined ? input.cart : findCart(db, input.userId),
    // (a cart known to be none has no lines to read)
    input.lines ?? (input.cart === null ? [] : cartLines(db, input.userId)),
  ]);
  const rows = cart ? cartRows : [];
  const outlet = cart?.outletId ? await cartOutlet(db, cart.outletId, input) : null;
  if (!cart || !outlet || rows.length === 0) {
    return { ...EMPTY, orderType: input.orderType, tipCents: 0 };
  }

  const addOns = await addOnsByIds(db, [...new Set(rows.flatMap((r) => r.itemIds))], outlet.id);
  // A cart for later is judged at its slot: the dishes served then, the outlet open then.
  const slot = cart.scheduledFor;
  const seconds = localClock(slot ?? input.now).seconds;
  const lines = rows.map((row) => priceLine(row, addOns, seconds));
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);

  const coupon = await couponSaving(db, cart.couponId, outlet, input, subtotalCents);
  const delivery = await deliveryCharge(db, outlet, input);
  // The gas surcharge pays for the drive: Delivery only, as the seeded order history has it.
  const gasSurchargeCents = input.orderType === 'Delivery' ? outlet.gasSurchargeCents : 0;
  const netCents =
    subtotalCents - coupon.savingCents + delivery.feeCents + gasSurchargeCents + tipCents;

  return {
    outletId: outlet.id,
    outletName: outlet.name,
    lines,
    subtotalCents,
    couponCode: coupon.code,
    couponId: coupon.id,
    couponSavingCents: coupon.savingCents,
    couponProblem: coupon.problem,
    deliveryFeeCents: delivery.feeCents,
    gasSurchargeCents,
    tipCents,
    netCents,
    distanceMiles: delivery.miles,
    tooMany: overLimit(rows),
    outletAvailable: outletTakesOrdersFor(outlet, input.orderType, input.now, slot),
    scheduledFor: slot?.toISOString() ?? null,
    slotProblem: slot ? slotProblem(outlet.hours, slot, input.now) : null,
    outOfDeliveryRange: delivery.outOfRange,
    paymentMethodEnable: paymentMethodEnable(outlet),
    orderType: input.orderType,
  };
}

function priceLine(row: CartLineRow, addOns: Map<number, AddOnRow>, seconds: number): PricedLine {
  const customisations = row.itemIds
    .map((id) => addOns.get(id))
    .filter((item): item is AddOnRow => item !== undefined)
    .map(({ dishId: _dishId, ...item }) => item);
  // SPEC.md §5: out-of-stock add-ons add nothing to the price.
  const addOnCents = customisations
    .filter((item) => !item.outOfStock)
    .reduce((sum, item) => sum + item.priceCents, 0);
  const unitCents = row.priceCents + addOnCents;
  return {
    cartId: row.cartId,
    dishId: row.dishId,
    dishName: row.dishName,
    quantity: row.quantity,
    unitCents,
    totalCents: unitCents * row.quantity,
    customisations,
    note: row.note,
    outOfStock: row.outOfStock || customisations.some((item) => item.outOfStock),
    servedNow: isServedAt(row.availableFrom, row.availableTo, seconds),
  };
}

/** A dish without a serving window is served whenever the outlet is open. */
export function isServedAt(from: string | null, to: string | null, seconds: number): boolean {
  if (!from || !to || Number.isNaN(timeToSeconds(from)) || Number.isNaN(timeToSeconds(to))) {
    return true;
  }
  return isWithinDailyWindow(from, to, seconds);
}

/**
 * The per-order limit counts a dish over all its lines (different add-ons, same dish): the
 * first dish past it, named with its limit, or null.
 */
function overLimit(rows: readonly CartLineRow[]): string | null {
  const perDish = new Map<number, number>();
  for (const row of rows) perDish.set(row.dishId, (perDish.get(row.dishId) ?? 0) + row.quantity);
  const over = rows.find(
    (row) => row.maxPerOrder !== null && (perDish.get(row.dishId) ?? 0) > row.maxPerOrder,
  );
  return over?.maxPerOrder ? dishLimitMessage(over.dishName, over.maxPerOrder) : null;
}

async function couponSaving(
  db: Db,
  couponId: number | null,
  outlet: OutletRecord,
  input: PriceCartInput,
  subtotalCents: number,
): Promise<{
  id: number | null;
  code: string | null;
  savingCents: number;
  problem: string | null;
}> {
  const none = { id: null, code: null, savingCents: 0, problem: null };
  if (couponId === null) return none;
  const coupon = await findCouponById(db, couponId);
  if (!coupon) return none;
  const verdict = evaluateCoupon(coupon, {
    island: outlet.locatedAt,
    restaurantId: outlet.restaurantId,
    orderType: input.orderType,
    subtotalCents,
    timesUsed: await timesCouponUsed(db, coupon.id, input.userId),
    now: input.now,
  });
  if (!verdict.ok) return { ...none, problem: verdict.message };
  return { id: coupon.id, code: coupon.code, savingCents: verdict.savingCents, problem: null };
}

async function deliveryCharge(
  db: Db,
  outlet: OutletRecord,
  input: PriceCartInput,
): Promise<{ feeCents: number; miles: number; outOfRange: boolean }> {
  if (input.orderType !== 'Delivery') return { feeCents: 0, miles: 0, outOfRange: false };
  const address = input.address !== undefined ? input.address : await addressPoint(db, input);
  const miles = address ? roadMiles(outlet, address) : 0;
  return {
    feeCents: deliveryFeeCents(outlet.deliveryFeeCents, outlet.deliveryFeePerMileCents, miles),
    miles,
    outOfRange: miles > outlet.deliveryRadiusMiles,
  };
}

/** The outlet the caller read already when it is the cart's, else the cart's by `outlets`. */
async function cartOutlet(
  db: Db,
  outletId: number,
  input: PriceCartInput,
): Promise<OutletRecord | null> {
  return input.outlet?.id === outletId ? input.outlet : outletLookup(db, input.outlets)(outletId);
}

async function addressPoint(
  db: Db,
  input: PriceCartInput,
): Promise<{ latitude: number; longitude: number } | null> {
  if (!input.addressId) return null;
  const [address] = await db.query<{ latitude: number; longitude: number }>(
    'SELECT latitude, longitude FROM addresses WHERE id = $1 AND user_id = $2',
    [input.addressId, input.userId],
  );
  return address ?? null;
}
