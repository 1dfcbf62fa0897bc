import { RESTAURANT_NOT_FOUND } from '../src/restaurants/find-outlet';
import { openAccountsFixture } from './helpers/accounts-fixture';
import type { AccountsFixture } from './helpers/accounts-fixture';

let f: AccountsFixture;
let demo: Record<string, string>;
let restaurant: { id: number; located_at: string };

beforeAll(async () => {
  f = await openAccountsFixture();
  demo = await f.login();
  // a St. Croix restaurant the demo customer has not liked yet
  [restaurant] = (await f.db.query<{ id: number; located_at: string }>(
    `SELECT id, located_at FROM restaurants WHERE located_at = 'st_croix'
       AND id NOT IN (SELECT restaurant_id FROM favourites WHERE user_id = 1) ORDER BY id LIMIT 1`,
  )) as [{ id: number; located_at: string }];
}, 30_000);
afterAll(async () => {
  await f?.close();
});

const toggle = async (restaurantId: unknown, headers = demo) =>
  f.json(await f.server.post('toggleFavourite', { restaurantId, located_at: 'st_croix' }, headers));

const islandFavourites = async () =>
  (
    await f.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM favourites f JOIN restaurants r ON r.id = f.restaurant_id
        WHERE f.user_id = 1 AND r.located_at = 'st_croix'`,
    )
  )[0]!.n;

describe('toggleFavourite', () => {
  it('likes, then unlikes, answering the island count', async () => {
    const start = await islandFavourites();
    expect(await toggle(restaurant.id)).toEqual({
      error: 'false',
      errorMessage: '',
      is_like: 1,
      FavouriteCount: start + 1,
    });
    expect(await toggle(restaurant.id)).toMatchObject({ is_like: 0, FavouriteCount: start });
  });

  it('refuses an unknown restaurant and changes nothing', async () => {
    const start = await islandFavourites();
    expect(await toggle(999999)).toEqual({ error: 'true', errorMessage: RESTAURANT_NOT_FOUND });
    expect(await islandFavourites()).toBe(start);
  });

  it.each([['abc'], [{ id: 1 }], [-1], [null]])('refuses restaurantId %j with 422', async (id) => {
    const res = await f.server.post('toggleFavourite', { restaurantId: id }, demo);
    expect(res.status).toBe(422);
  });

  it('answers Unauthenticated. with HTTP 200 without a token', async () => {
    const res = await f.server.post('toggleFavourite', { restaurantId: restaurant.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
  });
});

describe('cartCount', () => {
  it("counts the favourites of the call's island, as the favourites page lists them", async () => {
    const [other] = await f.db.query<{ id: number }>(
      `SELECT id FROM restaurants WHERE located_at = 'st_thomas'
         AND id NOT IN (SELECT restaurant_id FROM favourites WHERE user_id = 1) ORDER BY id LIMIT 1`,
    );
    await f.server.post(
      'toggleFavourite',
      { restaurantId: other!.id, located_at: 'st_thomas' },
      demo,
    );
    try {
      const here = await islandFavourites();
      const count = async (located_at: string) =>
        f.json(await f.server.post('cartCount', { udId: 'U', located_at }, demo));
      expect(await count('st_croix')).toMatchObject({ FavouriteCount: here });
      const liked = await toggle(restaurant.id);
      expect(await count('st_croix')).toMatchObject({ FavouriteCount: liked.FavouriteCount });
      await toggle(restaurant.id);
      const [thomas] = await f.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM favourites f JOIN restaurants r ON r.id = f.restaurant_id
          WHERE f.user_id = 1 AND r.located_at = 'st_thomas'`,
      );
      expect(await count('st_thomas')).toMatchObject({ FavouriteCount: thomas!.n });
    } finally {
      await f.server.post(
        'toggleFavourite',
        { restaurantId: other!.id, located_at: 'st_thomas' },
        demo,
      );
    }
  });
});
