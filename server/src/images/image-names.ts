import type { Db } from '../db/db';

/**
 * What a /images/<kind>/<id>.svg pictures: the subject's name, then the words its food is
 * read from (food-kinds.ts), most telling first: a dish's own name, its category, then its
 * restaurant's cuisines; a restaurant's name (a 'Fish House') before its cuisines.
 */
/** The cuisines of the restaurant `restaurantId` (an SQL expression), in their order. */
const cuisinesOf = (restaurantId: string) =>
  `ARRAY(SELECT cu.name FROM restaurant_cuisines rc JOIN cuisines cu ON cu.id = rc.cuisine_id
          WHERE rc.restaurant_id = ${restaurantId} ORDER BY cu.sort_order)`;

const SUBJECT_QUERIES = {
  restaurants: `SELECT r.name, ARRAY[r.name] || ${cuisinesOf('r.id')} AS words
                  FROM restaurants r WHERE r.id = $1`,
  dishes: `SELECT d.name, ARRAY[d.name, c.name] || ${cuisinesOf('d.restaurant_id')} AS words
             FROM dishes d LEFT JOIN menu_categories c ON c.id = d.category_id WHERE d.id = $1`,
  cuisines: 'SELECT name, ARRAY[name] AS words FROM cuisines WHERE id = $1',
  staff: 'SELECT name, ARRAY[]::text[] AS words FROM delivery_staff WHERE id = $1',
} as const;

export type ImageKind = keyof typeof SUBJECT_QUERIES;

export interface ImageSubject {
  name: string;
  words: (string | null)[];
}

export function isImageKind(kind: string): kind is ImageKind {
  return Object.hasOwn(SUBJECT_QUERIES, kind);
}

export async function imageSubject(
  db: Db,
  kind: ImageKind,
  id: number,
): Promise<ImageSubject | null> {
  const [row] = await db.query<ImageSubject>(SUBJECT_QUERIES[kind], [id]);
  return row ?? null;
}
