import { ADD_ONS } from './demo-add-ons';
import { CUISINES, FOOD_TAGS, HOURS } from './demo-catalog';
import { DEMO_MENUS } from './demo-menus';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import type { Row } from './insert-rows';

export interface CatalogRows {
  cuisines: Row[];
  food_tags: Row[];
  restaurants: Row[];
  restaurant_cuisines: Row[];
  outlets: Row[];
  outlet_business_hours: Row[];
  outlet_food_tags: Row[];
  menu_categories: Row[];
  dishes: Row[];
  customisation_groups: Row[];
  customisation_items: Row[];
}

/** Turns the demo restaurant specs into table rows with fixed ids, so every seed is identical. */
export function buildCatalog(): CatalogRows {
  const rows: CatalogRows = {
    cuisines: CUISINES.map((name, i) => ({
      id: i + 1,
      name,
      image: `/images/cuisines/${i + 1}.svg`,
      sort_order: i,
    })),
    food_tags: FOOD_TAGS.map((name, i) => ({ id: i + 1, name })),
    restaurants: [],
    restaurant_cuisines: [],
    outlets: [],
    outlet_business_hours: [],
    outlet_food_tags: [],
    menu_categories: [],
    dishes: [],
    customisation_groups: [],
    customisation_items: [],
  };
  const cuisineId = (name: string) => CUISINES.indexOf(name as (typeof CUISINES)[number]) + 1;
  const tagId = (name: string) => FOOD_TAGS.indexOf(name as (typeof FOOD_TAGS)[number]) + 1;

  DEMO_RESTAURANTS.forEach((spec, r) => {
    const restaurantId = r + 1;
    rows.restaurants.push({
      id: restaurantId,
      name: spec.name,
      image: `/images/restaurants/${restaurantId}.svg`,
      located_at: spec.island,
    });
    for (const cuisine of spec.cuisines) {
      rows.restaurant_cuisines.push({
        restaurant_id: restaurantId,
        cuisine_id: cuisineId(cuisine),
      });
    }
    for (const outlet of spec.outlets) {
      const outletId = rows.outlets.length + 1;
      const slug = outlet.area.toLowerCase().replace(/[^a-z]+/g, '');
      rows.outlets.push({
        id: outletId,
        restaurant_id: restaurantId,
        name: outlet.name,
        located_at: spec.island,
        latitude: outlet.latitude,
        longitude: outlet.longitude,
        address_line_one: outlet.street,
        address_line_two: `${outlet.city}, ${spec.island === 'st_croix' ? 'St. Croix' : 'St. Thomas'}`,
        area: outlet.area,
        city: outlet.city,
        street: outlet.street,
        zipcode: outlet.zipcode,
        email: `${slug || 'hello'}${outletId}@islandeats.test`,
        // Some outlets have no phone, so the info tab's 'N/A' has data behind it.
        contact_number: outletId % 5 === 0 ? null : `340555${String(2000 + outletId)}`,
        type: outlet.type ?? 'Both',
        emergency_close: outlet.emergencyClose ?? false,
        is_restro_online: !outlet.offline,
        pickup_available: outlet.pickup ?? true,
        delivery_available: outlet.delivery ?? true,
        card_payments_enabled: outlet.payments === undefined,
        wallet_payments_enabled: outlet.payments !== 'none',
        prep_minutes_min: outlet.prep[0],
        prep_minutes_max: outlet.prep[1],
        delivery_fee_cents: 399 + (outletId % 3) * 100,
        gas_surcharge_cents: spec.island === 'st_thomas' ? 100 : 50,
      });
      for (const hours of HOURS[outlet.hours]) {
        rows.outlet_business_hours.push({
          id: rows.outlet_business_hours.length + 1,
          outlet_id: outletId,
          day: hours.day,
          from_time: hours.from,
          to_time: hours.to,
        });
      }
      outlet.tags.forEach((tag, sortOrder) => {
        rows.outlet_food_tags.push({
          outlet_id: outletId,
          food_tag_id: tagId(tag),
          sort_order: sortOrder,
        });
      });
    }
    addMenu(rows, restaurantId, DEMO_MENUS[spec.menu]);
  });
  return rows;
}

function addMenu(
  rows: CatalogRows,
  restaurantId: number,
  menu: (typeof DEMO_MENUS)[keyof typeof DEMO_MENUS],
) {
  menu.forEach((section, c) => {
    const categoryId = rows.menu_categories.length + 1;
    rows.menu_categories.push({
      id: categoryId,
      restaurant_id: restaurantId,
      name: section.category,
      sort_order: c,
    });
    section.dishes.forEach((dish, sortOrder) => {
      const dishId = rows.dishes.length + 1;
      rows.dishes.push({
        id: dishId,
        restaurant_id: restaurantId,
        category_id: categoryId,
        name: dish.name,
        description: dish.description,
        image: dish.noImage ? null : `/images/dishes/${dishId}.svg`,
        price_cents: dish.cents,
        is_veg: dish.veg,
        out_of_stock: dish.outOfStock ?? false,
        available_from: dish.window?.[0] ?? null,
        available_to: dish.window?.[1] ?? null,
        max_per_order: dish.maxPerOrder ?? null,
        sort_order: sortOrder,
      });
      (dish.addOns ?? []).forEach((addOnName, g) => {
        const group = ADD_ONS[addOnName];
        const groupId = rows.customisation_groups.length + 1;
        rows.customisation_groups.push({
          id: groupId,
          dish_id: dishId,
          name: group.name,
          type: group.type,
          sort_order: g,
        });
        group.items.forEach((item: (typeof group.items)[number], i) => {
          rows.customisation_items.push({
            id: rows.customisation_items.length + 1,
            group_id: groupId,
            name: item.name,
            price_cents: item.cents,
            out_of_stock: 'outOfStock' in item ? item.outOfStock : false,
            sort_order: i,
          });
        });
      });
    });
  });
}
