import type { Db } from '../db/db';

/** Which table names the picture of each /images/<kind>/<id>.svg. */
const NAME_QUERIES = {
  restaurants: 'SELECT name FROM restaurants WHERE id = $1',
  dishes: 'SELECT name FROM dishes WHERE id = $1',
  cuisines: 'SELECT name FROM cuisines WHERE id = $1',
  staff: 'SELECT name FROM delivery_staff WHERE id = $1',
} as const;

export type ImageKind = keyof typeof NAME_QUERIES;

export function isImageKind(kind: string): kind is ImageKind {
  return Object.hasOwn(NAME_QUERIES, kind);
}

export async function imageSubjectName(
  db: Db,
  kind: ImageKind,
  id: number,
): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(NAME_QUERIES[kind], [id]);
  return row?.name ?? null;
}
