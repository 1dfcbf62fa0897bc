import type { Db } from '../db/db';
import { isDbId } from '../db/ids';
import type { Island } from '../islands/islands';
import {
  isOutletOpen,
  outletFlags,
  takesOrders,
  type BusinessHours,
  type OutletFlags,
} from '@island-eats/api-client/rules';
import { takesPayment } from '../payments/outlet-payment';
import type { OrderType } from './outlet-rows';

export { RESTAURANT_NOT_FOUND } from '@island-eats/api-client/answer-texts';

/** Everything about one outlet that the menu, cart and pricing need. */
export interface OutletRecord {
  id: number;
  restaurantId: number;
  restaurantName: string;
  restaurantImage: string | null;
  name: string;
  image: string | null;
  locatedAt: Island;
  latitude: number;
  longitude: number;
  addressLineOne: string;
  addressLineTwo: string;
  area: string;
  city: string;
  street: string;
  zipcode: string;
  email: string | null;
  contactNumber: string | null;
  type: 'Both' | OrderType;
  emergencyClose: boolean;
  isRestroOnline: boolean;
  pickupAvailable: boolean;
  deliveryAvailable: boolean;
  deliveryFeeCents: number;
  deliveryFeePerMileCents: number;
  gasSurchargeCents: number;
  deliveryRadiusMiles: number;
  cardPaymentsEnabled: boolean;
  walletPaymentsEnabled: boolean;
  /** Customers tip after delivery (SPEC.md §4 Tip) rather than at checkout. */
  tipAfterOrder: boolean;
  hours: BusinessHours[];
}

/** One outlet by id; with an island, an outlet of the other island is not found either. */
export async function findOutlet(
  db: Db,
  outletId: number,
  island?: Island,
): Promise<OutletRecord | null> {
  // ids arrive from loose wire fields; the database would throw on NaN or an overflow
  if (!isDbId(outletId)) return null;
  // its hours in the same statement: a cart, an order and a menu each look an outlet up
  const [row] = await db.query<OutletRecord>(
    `SELECT o.id, o.restaurant_id AS "restaurantId", r.name AS "restaurantName",
            r.image AS "restaurantImage", o.name, o.image, o.located_at AS "locatedAt",
            o.latitude, o.longitude, o.address_line_one AS "addressLineOne",
            o.address_line_two AS "addressLineTwo", o.area, o.city, o.street, o.zipcode,
            o.email, o.contact_number AS "contactNumber", o.type,
            o.emergency_close AS "emergencyClose", o.is_restro_online AS "isRestroOnline",
            o.pickup_available AS "pickupAvailable", o.delivery_available AS "deliveryAvailable",
            o.delivery_fee_cents AS "deliveryFeeCents",
            o.delivery_fee_per_mile_cents AS "deliveryFeePerMileCents",
            o.gas_surcharge_cents AS "gasSurchargeCents",
            o.delivery_radius_miles AS "deliveryRadiusMiles",
            o.card_payments_enabled AS "cardPaymentsEnabled",
            o.wallet_payments_enabled AS "walletPaymentsEnabled",
            o.tip_after_order AS "tipAfterOrder",
            COALESCE((SELECT json_agg(json_build_object('day', h.day,
                                                        'fromTime', h.from_time::text,
                                                        'toTime', h.to_time::text)
                                      ORDER BY h.day, h.from_time)
                        FROM outlet_business_hours h WHERE h.outlet_id = o.id), '[]') AS hours
       FROM outlets o JOIN restaurants r ON r.id = o.restaurant_id
      WHERE o.id = $1 AND ($2::text IS NULL OR o.located_at = $2::text)`,
    [outletId, island ?? null],
  );
  return row ?? null;
}

/**
 * findOutlet's answer for `outletId` (and `island`) from wherever the caller reads outlets: a
 * request's cached copies (restaurants/outlet-cache.ts), or the database itself.
 */
export type OutletLookup = (outletId: number, island?: Island) => Promise<OutletRecord | null>;

/** A call's input that may bring the request's outlets; without them they are read from `db`. */
export interface OutletsOfRequest {
  /** The request's outlets (restaurants/outlet-cache.ts); by default read from the database. */
  outlets?: OutletLookup;
}

/** The lookup given, else findOutlet straight from `db` (the reconciler, a transaction, tests). */
export function outletLookup(db: Db, given?: OutletLookup): OutletLookup {
  return given ?? ((outletId, island) => findOutlet(db, outletId, island));
}

/** The wire flags of an outlet at an instant (SPEC.md §3), by the rule the pages share. */
export function outletRecordFlags(outlet: OutletRecord, now: Date): OutletFlags {
  return outletFlags({
    type: outlet.type,
    emergencyClose: outlet.emergencyClose,
    openNow: isOutletOpen({ hours: outlet.hours, isRestroOnline: outlet.isRestroOnline }, now),
    pickupAvailable: outlet.pickupAvailable,
    deliveryAvailable: outlet.deliveryAvailable,
    paymentSetUp: takesPayment(outlet),
  });
}

/** It can take this order now: exactly when the page's badge for it says 'Open' (paid too). */
export function outletTakesOrders(outlet: OutletRecord, orderType: OrderType, now: Date): boolean {
  return takesOrders(outletRecordFlags(outlet, now), orderType);
}

/**
 * It can take this order now, or for a later slot. A slot is judged by the hours then, not by
 * the restaurant's online switch of now: switched off tonight, it still opens tomorrow.
 */
export function outletTakesOrdersFor(
  outlet: OutletRecord,
  orderType: OrderType,
  now: Date,
  slot: Date | null,
): boolean {
  if (!slot) return outletTakesOrders(outlet, orderType, now);
  return outletTakesOrders({ ...outlet, isRestroOnline: true }, orderType, slot);
}
