import type { CatalogRows } from './build-catalog';
import {
  DEMO_ADDRESSES,
  DEMO_CARD,
  DEMO_COUPONS,
  DEMO_CUSTOMER,
  DEMO_DRIVERS,
  DEMO_PAST_ORDERS,
  DEMO_REVIEWERS,
  DEMO_REVIEW_TEXTS,
} from './demo-people';
import type { Row } from './insert-rows';

export interface CustomerRows {
  users: Row[];
  addresses: Row[];
  saved_cards: Row[];
  delivery_staff: Row[];
  coupons: Row[];
  favourites: Row[];
  orders: Row[];
  order_lines: Row[];
  ratings: Row[];
}

const MINUTE = 60_000;
const DEMO_CUSTOMER_ID = 1;

/** People and their history: the demo customer, reviewers, drivers, coupons, past orders. */
export function buildCustomers(
  catalog: CatalogRows,
  passwordHash: string,
  now: Date,
): CustomerRows {
  const rows: CustomerRows = {
    users: [
      {
        id: DEMO_CUSTOMER_ID,
        country_code: DEMO_CUSTOMER.countryCode,
        mobile_number: DEMO_CUSTOMER.mobileNumber,
        email: DEMO_CUSTOMER.email,
        user_name: DEMO_CUSTOMER.userName,
        password_hash: passwordHash,
        located_at: DEMO_CUSTOMER.locatedAt,
        short_interest_survey: 'Caribbean food, seafood',
      },
      ...DEMO_REVIEWERS.map((reviewer, i) => ({
        id: i + 2,
        country_code: '+1',
        mobile_number: reviewer.mobileNumber,
        email: `reviewer${i + 1}@islandeats.test`,
        user_name: reviewer.userName,
        password_hash: passwordHash,
        located_at: reviewer.locatedAt,
        short_interest_survey: null,
      })),
    ],
    addresses: DEMO_ADDRESSES.map((address, i) => ({
      id: i + 1,
      user_id: DEMO_CUSTOMER_ID,
      type: address.type,
      location: address.location,
      house_flat_no: address.houseFlatNo,
      landmark: address.landmark,
      latitude: address.latitude,
      longitude: address.longitude,
      zipcode: address.zipcode,
      located_at: DEMO_CUSTOMER.locatedAt,
    })),
    saved_cards: [
      {
        id: 1,
        user_id: DEMO_CUSTOMER_ID,
        provider_token: DEMO_CARD.providerToken,
        last_four: DEMO_CARD.lastFour,
        brand: DEMO_CARD.brand,
        exp_month: DEMO_CARD.expMonth,
        exp_year: DEMO_CARD.expYear,
      },
    ],
    delivery_staff: DEMO_DRIVERS.map((driver, i) => ({
      id: i + 1,
      name: driver.name,
      phone: driver.phone,
      image: `/images/staff/${i + 1}.svg`,
      located_at: driver.locatedAt,
      latitude: driver.latitude,
      longitude: driver.longitude,
    })),
    coupons: DEMO_COUPONS.map((coupon, i) => ({
      id: i + 1,
      code: coupon.code,
      description: coupon.description,
      located_at: coupon.locatedAt ?? null,
      restaurant_id: coupon.restaurant ? findId(catalog.restaurants, coupon.restaurant) : null,
      order_type: coupon.orderType ?? null,
      discount_type: coupon.discountType,
      percent_off: coupon.percentOff ?? null,
      amount_off_cents: coupon.amountOffCents ?? null,
      min_subtotal_cents: coupon.minSubtotalCents,
      max_discount_cents: coupon.maxDiscountCents ?? null,
      expires_at: coupon.expiresAt ?? null,
      per_user_limit: coupon.perUserLimit ?? null,
    })),
    favourites: ['Cruzan Grill', "Buddhoe's Pizza", 'Blue Mahoe Caribbean Kitchen'].map((name) => ({
      user_id: DEMO_CUSTOMER_ID,
      restaurant_id: findId(catalog.restaurants, name),
    })),
    orders: [],
    order_lines: [],
    ratings: [],
  };
  addReviews(rows, catalog);
  addPastOrders(rows, catalog, now);
  return rows;
}

function findId(rows: Row[], name: string, where: (row: Row) => boolean = () => true): number {
  const row = rows.find((candidate) => candidate.name === name && where(candidate));
  if (!row) throw new Error(`Demo data refers to unknown "${name}"`);
  return row.id as number;
}

/** A varied number of reviews per outlet; some outlets have none ('No reviews yet!'). */
function addReviews(rows: CustomerRows, catalog: CatalogRows) {
  const perOutlet = [2, 3, 0, 1];
  catalog.outlets.forEach((outlet, i) => {
    const count = perOutlet[i % perOutlet.length] ?? 0;
    for (let k = 0; k < count; k++) {
      const [rating, feedback] = DEMO_REVIEW_TEXTS[(i + k) % DEMO_REVIEW_TEXTS.length] ?? [5, ''];
      const updatedAt = new Date(Date.UTC(2025, 3, 1 + ((i * 3 + k * 7) % 28), 14, 30));
      rows.ratings.push({
        id: rows.ratings.length + 1,
        order_id: null,
        user_id: 2 + ((i + k) % DEMO_REVIEWERS.length),
        outlet_id: outlet.id,
        type: 'Take Out',
        order_rating: rating,
        feedback,
        created_at: updatedAt,
        updated_at: updatedAt,
      });
    }
  });
}

function addPastOrders(rows: CustomerRows, catalog: CatalogRows, now: Date) {
  DEMO_PAST_ORDERS.forEach((spec, i) => {
    const orderId = i + 1;
    const outletId = findId(catalog.outlets, spec.outlet);
    const outlet = catalog.outlets.find((row) => row.id === outletId) as Row;
    const placedAt = spec.placedAt
      ? new Date(spec.placedAt)
      : new Date(now.getTime() - 20 * MINUTE);
    const at = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE);

    let subtotal = 0;
    for (const line of spec.lines) {
      const dishId = findId(
        catalog.dishes,
        line.dish,
        (d) => d.restaurant_id === outlet.restaurant_id,
      );
      const dish = catalog.dishes.find((row) => row.id === dishId) as Row;
      const groupIds = new Set(
        catalog.customisation_groups.filter((g) => g.dish_id === dishId).map((g) => g.id),
      );
      const chosen = (line.addOns ?? []).map((name) => {
        const item = catalog.customisation_items.find(
          (it) => it.name === name && groupIds.has(it.group_id),
        );
        if (!item) throw new Error(`Demo order: "${name}" is not an add-on of "${line.dish}"`);
        return { id: item.id as number, name, priceCents: item.price_cents as number };
      });
      const unit =
        (dish.price_cents as number) + chosen.reduce((sum, item) => sum + item.priceCents, 0);
      subtotal += unit * line.quantity;
      rows.order_lines.push({
        id: rows.order_lines.length + 1,
        order_id: orderId,
        dish_id: dishId,
        dish_name: dish.name,
        unit_price_cents: unit,
        quantity: line.quantity,
        line_total_cents: unit * line.quantity,
        customisations: JSON.stringify(chosen),
        spl_instruction: line.note ?? '',
      });
    }

    const coupon = spec.coupon ? rows.coupons.find((c) => c.code === spec.coupon) : undefined;
    const discount = coupon
      ? Math.min(subtotal, (coupon.amount_off_cents as number | null) ?? 0)
      : 0;
    const delivery = spec.orderType === 'Delivery';
    const deliveryFee = delivery ? (outlet.delivery_fee_cents as number) : 0;
    const gas = delivery ? (outlet.gas_surcharge_cents as number) : 0;
    const home = rows.addresses[0] as Row;
    const done = spec.status === 'picked_up';
    const confirmed = done || spec.status === 'confirmed' || spec.status === 'ready_for_pickup';

    rows.orders.push({
      id: orderId,
      user_id: DEMO_CUSTOMER_ID,
      outlet_id: outletId,
      order_type: spec.orderType,
      status: spec.status,
      idempotency_key: `demo-order-${orderId}`,
      placed_at: placedAt,
      confirmed_at: confirmed ? at(3) : null,
      rejected_at: spec.status === 'rejected' ? at(4) : null,
      ready_at: done || spec.status === 'ready_for_pickup' ? at(20) : null,
      picked_up_at: done ? at(35) : null,
      restaurant_confirmed_description:
        spec.status === 'rejected'
          ? 'Sorry, the kitchen is too busy to take your order right now.'
          : confirmed
            ? 'Your order is being prepared.'
            : '',
      subtotal_cents: subtotal,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      coupon_discount_cents: discount,
      delivery_fee_cents: deliveryFee,
      gas_surcharge_cents: gas,
      net_amount_cents: subtotal - discount + deliveryFee + gas,
      tip_after_order: spec.tipAfterOrder ?? false,
      payment_method: 'card',
      payment_reference: `sandbox_charge_demo_${orderId}`,
      card_last_four: DEMO_CARD.lastFour,
      contact_name: DEMO_CUSTOMER.userName,
      contact_email: DEMO_CUSTOMER.email,
      contact_phone: DEMO_CUSTOMER.mobileNumber,
      delivery_address_type: delivery ? home.type : null,
      delivery_address: delivery ? home.location : null,
      delivery_latitude: delivery ? home.latitude : null,
      delivery_longitude: delivery ? home.longitude : null,
      distance_miles: delivery ? 2.4 : 0,
      delivery_staff_id: delivery ? 1 : null,
    });

    if (spec.rating) {
      rows.ratings.push({
        id: rows.ratings.length + 1,
        order_id: orderId,
        user_id: DEMO_CUSTOMER_ID,
        outlet_id: outletId,
        type: spec.orderType,
        order_rating: spec.rating,
        feedback: spec.feedback ?? '',
        created_at: at(90),
        updated_at: at(90),
      });
    }
  });
}
