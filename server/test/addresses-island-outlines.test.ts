import { isOnIsland } from '../src/islands/island-outlines';
import { ISLANDS } from '../src/islands/islands';
import { DEMO_RESTAURANTS } from '../src/seed/demo-restaurants';

describe('isOnIsland', () => {
  it.each([
    ['Christiansted', 17.7466, -64.7032, 'st_croix'],
    ['Frederiksted', 17.7124, -64.8826, 'st_croix'],
    ['East End, St. Croix', 17.758, -64.62, 'st_croix'],
    ['Charlotte Amalie', 18.3419, -64.9307, 'st_thomas'],
    ['Red Hook', 18.3245, -64.8492, 'st_thomas'],
    ['Magens Bay', 18.369, -64.93, 'st_thomas'],
  ] as const)('places %s on its island only', (_name, lat, lng, island) => {
    expect(isOnIsland(island, lat, lng)).toBe(true);
    const other = island === 'st_croix' ? 'st_thomas' : 'st_croix';
    expect(isOnIsland(other, lat, lng)).toBe(false);
  });

  it.each([
    ['the sea between the islands', 18.0, -64.8],
    ['Cruz Bay, St. John', 18.331, -64.794],
    ['Buck Island', 17.789, -64.617],
    ['San Juan', 18.4655, -66.1057],
  ])('puts %s on neither island', (_name, lat, lng) => {
    expect(isOnIsland('st_croix', lat, lng)).toBe(false);
    expect(isOnIsland('st_thomas', lat, lng)).toBe(false);
  });

  it('holds every demo outlet on its own island', () => {
    for (const restaurant of DEMO_RESTAURANTS) {
      for (const outlet of restaurant.outlets) {
        expect([
          outlet.name,
          isOnIsland(restaurant.island, outlet.latitude, outlet.longitude),
        ]).toEqual([outlet.name, true]);
      }
    }
  });

  it('holds every island centre of SPEC.md §9', () => {
    for (const island of ISLANDS) {
      expect(isOnIsland(island.name, island.latitude, island.longitude)).toBe(true);
    }
  });
});
