import { fitProjection } from './island-projection';

describe('fitProjection', () => {
  const outline = [
    [17.67, -64.9],
    [17.79, -64.9],
    [17.79, -64.55],
    [17.67, -64.55],
  ] as const;

  it('maps points into the frame and back', () => {
    const projection = fitProjection(outline, 600);
    const [x, y] = projection.toXY([17.73, -64.7]);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(600);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(projection.height);
    const [lat, lng] = projection.toLatLng(x, y);
    expect(lat).toBeCloseTo(17.73, 6);
    expect(lng).toBeCloseTo(-64.7, 6);
  });

  it('keeps north up and east right', () => {
    const projection = fitProjection(outline);
    const [westX, northY] = projection.toXY([17.79, -64.9]);
    const [eastX, southY] = projection.toXY([17.67, -64.55]);
    expect(eastX).toBeGreaterThan(westX);
    expect(southY).toBeGreaterThan(northY);
  });

  it('shrinks longitudes by the cosine of the latitude', () => {
    const projection = fitProjection(outline, 600, 0);
    const ratio = projection.height / 600;
    const expected = 0.12 / (0.35 * Math.cos((17.73 * Math.PI) / 180));
    expect(ratio).toBeCloseTo(expected, 2);
  });
});
