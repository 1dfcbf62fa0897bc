import type { Db } from '../db/db';

const LARGE_MENU_RESTAURANT = 'Sunny Isle Food Hall';
const CATEGORIES = 20;

/**
 * A restaurant with a menu of `dishes` dishes, for `pnpm bench` (DEMO_LARGE_MENU=1000): one
 * outlet on St. Croix open around the clock, its dishes spread over twenty categories, every
 * fifth with an add-on group. Added once; a database that has it already is left alone.
 */
export async function seedLargeMenu(db: Db, dishes: number): Promise<number> {
  const [existing] = await db.query<{ id: number }>(
    `SELECT o.id FROM outlets o JOIN restaurants r ON r.id = o.restaurant_id WHERE r.name = $1`,
    [LARGE_MENU_RESTAURANT],
  );
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [restaurant] = await tx.query<{ id: number }>(
      `INSERT INTO restaurants (name, located_at) VALUES ($1, 'st_croix') RETURNING id`,
      [LARGE_MENU_RESTAURANT],
    );
    const restaurantId = restaurant?.id as number;
    const [outlet] = await tx.query<{ id: number }>(
      `INSERT INTO outlets (restaurant_id, name, located_at, latitude, longitude,
                            address_line_one, city, zipcode, contact_number)
       VALUES ($1, $2, 'st_croix', 17.7262, -64.7440, 'Sunny Isle Shopping Center',
               'Christiansted', '00820', '3405550199') RETURNING id`,
      [restaurantId, `${LARGE_MENU_RESTAURANT} Sunny Isle`],
    );
    const outletId = outlet?.id as number;
    await tx.query(
      `INSERT INTO outlet_business_hours (outlet_id, day, from_time, to_time)
       SELECT $1, day, '00:00', '00:00' FROM generate_series(0, 6) AS day`,
      [outletId],
    );
    await tx.query(
      `INSERT INTO menu_categories (restaurant_id, name, sort_order)
       SELECT $1, 'Counter ' || n, n FROM generate_series(1, $2::int) AS n`,
      [restaurantId, CATEGORIES],
    );
    await tx.query(
      `INSERT INTO dishes (restaurant_id, category_id, name, description, price_cents, is_veg,
                           sort_order)
       SELECT $1, c.id, 'Dish ' || n,
              'Dish ' || n || ' of the food hall: fresh island produce, cooked to order.',
              500 + (n * 37) % 2500, n % 3 = 0, n
         FROM generate_series(1, $2::int) AS n
         JOIN menu_categories c ON c.restaurant_id = $1 AND c.sort_order = 1 + n % $3::int`,
      [restaurantId, dishes, CATEGORIES],
    );
    await tx.query(
      `INSERT INTO customisation_groups (dish_id, name, type)
       SELECT id, 'Sides', 'multiple' FROM dishes WHERE restaurant_id = $1 AND sort_order % 5 = 0`,
      [restaurantId],
    );
    await tx.query(
      `INSERT INTO customisation_items (group_id, name, price_cents, sort_order)
       SELECT g.id, side.name, side.price, side.sort
         FROM customisation_groups g JOIN dishes d ON d.id = g.dish_id
        CROSS JOIN (VALUES ('Fries', 300, 1), ('Salad', 250, 2), ('Johnny cake', 200, 3))
                   AS side (name, price, sort)
        WHERE d.restaurant_id = $1`,
      [restaurantId],
    );
    return outletId;
  });
}
