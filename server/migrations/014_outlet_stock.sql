-- Issue 36: stock per outlet. A dish or an add-on runs out in one kitchen, not in every outlet of
-- the restaurant, so a cook of one outlet marks it sold out there from the board. What is out at
-- an outlet: the restaurant-wide flag (dishes.out_of_stock, customisation_items.out_of_stock, for
-- all its outlets), or a row here for that outlet.
CREATE TABLE outlet_sold_out_dishes (
  outlet_id integer NOT NULL REFERENCES outlets (id) ON DELETE CASCADE,
  dish_id integer NOT NULL REFERENCES dishes (id) ON DELETE CASCADE,
  PRIMARY KEY (dish_id, outlet_id)
);

CREATE TABLE outlet_sold_out_add_ons (
  outlet_id integer NOT NULL REFERENCES outlets (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES customisation_items (id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, outlet_id)
);

-- menus, carts and the outlet's details are cached as the catalogue: a sale-out changes them
SELECT version_table(name, 'catalogue')
  FROM unnest(ARRAY['outlet_sold_out_dishes', 'outlet_sold_out_add_ons']) AS name;
