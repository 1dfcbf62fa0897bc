import jsQR from 'jsqr';
import { qrPath } from '../qr-code';

/** Paints qrPath's squares into an RGBA image, `scale` pixels a module, as a screen would. */
function paint(text: string, scale = 4) {
  const { path, side } = qrPath(text);
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return { pixels, width, side };
}

it('draws a code a scanner reads back as the same URL', () => {
  const url = 'https://menu.islandeats.example/restro-menu/12';
  const { pixels, width } = paint(url);
  expect(jsQR(pixels, width, width)?.data).toBe(url);
});

it('keeps the four-module blank border scanners need', () => {
  const { path, side } = qrPath('http://localhost:3005/restro-menu/1');
  const coords = [...path.matchAll(/M(\d+) (\d+)/g)].flatMap(([, x, y]) => [Number(x), Number(y)]);
  expect(Math.min(...coords)).toBe(4);
  expect(Math.max(...coords)).toBe(side - 5);
});
