import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { DEFAULT_TIP_PRESETS_CENTS } from '../settings/login-setting';
import { buildCatalog } from './build-catalog';
import { buildCustomers } from './build-customers';
import { DEMO_CUSTOMER } from './demo-people';
import { seedDemoStaff } from './demo-staff';
import { insertRows, syncIdentity } from './insert-rows';

/** Inserts the whole demo data set. Expects empty tables. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const catalog = buildCatalog();
  const customers = buildCustomers(catalog, await hashPassword(DEMO_CUSTOMER.password), now);
  // Parents before children; the order of keys is the insert order.
  const tables: [string, Record<string, unknown>[]][] = [
    ['cuisines', catalog.cuisines],
    ['food_tags', catalog.food_tags],
    ['restaurants', catalog.restaurants],
    ['restaurant_cuisines', catalog.restaurant_cuisines],
    ['outlets', catalog.outlets],
    ['outlet_business_hours', catalog.outlet_business_hours],
    ['outlet_food_tags', catalog.outlet_food_tags],
    ['menu_categories', catalog.menu_categories],
    ['dishes', catalog.dishes],
    ['customisation_groups', catalog.customisation_groups],
    ['customisation_items', catalog.customisation_items],
    ['users', customers.users],
    ['addresses', customers.addresses],
    ['saved_cards', customers.saved_cards],
    ['delivery_staff', customers.delivery_staff],
    ['coupons', customers.coupons],
    ['favourites', customers.favourites],
    ['orders', customers.orders],
    ['order_lines', customers.order_lines],
    ['ratings', customers.ratings],
  ];
  await db.transaction(async (tx) => {
    for (const [table, rows] of tables) {
      await insertRows(tx, table, rows);
      if (rows[0] && 'id' in rows[0]) await syncIdentity(tx, table);
    }
    await tx.query(
      `INSERT INTO app_settings (key, value) VALUES ('tip_presets_cents', $1)
       ON CONFLICT (key) DO NOTHING`,
      [JSON.stringify(DEFAULT_TIP_PRESETS_CENTS)],
    );
  });
  await seedDemoStaff(db);
}

/**
 * Seeds a database that has no restaurants yet; returns whether it did. A demo database seeded
 * before the staff accounts gets the demo staff.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM restaurants');
  if ((row?.n ?? 0) > 0) {
    await seedDemoStaff(db);
    return false;
  }
  await seedDemo(db);
  return true;
}
