import { issueToken } from '../../src/auth/tokens';
import type { Db } from '../../src/db/db';

/** Ids of a small, fully known restaurant added on top of the demo data. */
export interface MenuFixture {
  restaurantId: number;
  outletId: number;
  closedOutletId: number;
  otherOutletId: number;
  thomasOutletId: number;
  dishes: { burger: number; soda: number; lobster: number; breakfast: number; pate: number };
  items: { regular: number; large: number; cheese: number; bacon: number; avocado: number };
  groups: { size: number; extras: number };
}

async function insert(db: Db, table: string, row: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(row);
  const [result] = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return result!.id;
}

async function outlet(db: Db, restaurantId: number, row: Record<string, unknown>): Promise<number> {
  const id = await insert(db, 'outlets', {
    restaurant_id: restaurantId,
    located_at: 'st_croix',
    latitude: 17.7466,
    longitude: -64.7032,
    delivery_fee_cents: 500,
    delivery_fee_per_mile_cents: 50,
    ...row,
  });
  // from = to: open all day, every day
  for (let day = 0; day < 7; day++) {
    await insert(db, 'outlet_business_hours', {
      outlet_id: id,
      day,
      from_time: '00:00',
      to_time: '00:00',
    });
  }
  return id;
}

export async function addMenuFixture(db: Db): Promise<MenuFixture> {
  const restaurantId = await insert(db, 'restaurants', {
    name: 'Fixture Grill',
    located_at: 'st_croix',
  });
  const outletId = await outlet(db, restaurantId, { name: 'Fixture Grill Christiansted' });
  const closedOutletId = await outlet(db, restaurantId, {
    name: 'Fixture Grill Offline',
    is_restro_online: false,
  });
  const otherRestaurant = await insert(db, 'restaurants', {
    name: 'Other Place',
    located_at: 'st_croix',
  });
  const otherOutletId = await outlet(db, otherRestaurant, { name: 'Other Place Outlet' });
  const thomasRestaurant = await insert(db, 'restaurants', {
    name: 'Thomas Fixture',
    located_at: 'st_thomas',
  });
  const thomasOutletId = await outlet(db, thomasRestaurant, {
    name: 'Thomas Fixture Outlet',
    located_at: 'st_thomas',
  });

  const mains = await insert(db, 'menu_categories', {
    restaurant_id: restaurantId,
    name: 'Mains',
    sort_order: 1,
  });
  const drinks = await insert(db, 'menu_categories', {
    restaurant_id: restaurantId,
    name: 'Drinks',
    sort_order: 2,
  });
  const dish = (row: Record<string, unknown>) =>
    insert(db, 'dishes', { restaurant_id: restaurantId, category_id: mains, ...row });
  const burger = await dish({ name: 'Fixture Burger', price_cents: 1250, image: '/images/b.svg' });
  const soda = await dish({
    name: 'Fixture Soda',
    price_cents: 200,
    category_id: drinks,
    max_per_order: 2,
  });
  const lobster = await dish({ name: 'Fixture Lobster', price_cents: 3000, out_of_stock: true });
  const breakfast = await dish({
    name: 'Fixture Breakfast',
    price_cents: 800,
    available_from: '06:00',
    available_to: '10:30',
  });
  const otherCategory = await insert(db, 'menu_categories', {
    restaurant_id: otherRestaurant,
    name: 'Snacks',
  });
  const pate = await insert(db, 'dishes', {
    restaurant_id: otherRestaurant,
    category_id: otherCategory,
    name: 'Saltfish Pate',
    price_cents: 500,
  });

  const size = await insert(db, 'customisation_groups', {
    dish_id: burger,
    name: 'Size',
    type: 'single',
    sort_order: 1,
  });
  const extras = await insert(db, 'customisation_groups', {
    dish_id: burger,
    name: 'Extras',
    type: 'multiple',
    sort_order: 2,
  });
  const item = (group: number, name: string, cents: number, sort: number, outOfStock = false) =>
    insert(db, 'customisation_items', {
      group_id: group,
      name,
      price_cents: cents,
      sort_order: sort,
      out_of_stock: outOfStock,
    });
  return {
    restaurantId,
    outletId,
    closedOutletId,
    otherOutletId,
    thomasOutletId,
    dishes: { burger, soda, lobster, breakfast, pate },
    groups: { size, extras },
    items: {
      regular: await item(size, 'Regular', 0, 1),
      large: await item(size, 'Large', 300, 2),
      cheese: await item(extras, 'Extra Cheese', 150, 1),
      bacon: await item(extras, 'Bacon', 200, 2),
      avocado: await item(extras, 'Avocado', 250, 3, true),
    },
  };
}

let phone = 3405559000;

/** A new customer with a bearer token; each call makes a fresh one so tests do not share carts. */
export async function newCustomer(
  db: Db,
): Promise<{ userId: number; auth: Record<string, string> }> {
  phone += 1;
  const userId = await insert(db, 'users', {
    country_code: '+1',
    mobile_number: String(phone),
    email: `fixture${phone}@islandeats.test`,
    user_name: `Fixture ${phone}`,
    password_hash: 'x',
  });
  const token = await issueToken(db, userId);
  return { userId, auth: { authorization: `Bearer ${token}` } };
}

/** 10:00 on a weekday in the islands' time (UTC-4). */
export const MORNING = new Date('2026-03-04T14:00:00Z');
/** 18:00 local. */
export const EVENING = new Date('2026-03-04T22:00:00Z');
