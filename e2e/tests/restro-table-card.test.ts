import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { pagePerTest } from '../support/browser';
import { outletNamed } from '../support/checkout';
import { restroUrl } from '../support/restro';
import { axeViolations } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// The restaurant prints a table card; a guest's phone scans it.
const session = pagePerTest({ width: 1280, height: 900 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

/** What a scanner reads from the card's code, as the browser drew it. */
async function scanCode(card: Page): Promise<string | undefined> {
  const code = card.getByRole('img', { name: /^QR code of our menu/ });
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test.each([
  ['alone on its own origin', () => restroUrl],
  ['mounted in the shell', () => shellUrl],
])(
  "the table card, %s, prints a code that opens the outlet's menu on restro-menu",
  async (_, origin) => {
    const outlet = await outletNamed('Buck Island Bites');
    await page.goto(`${origin()}/restro-menu/${outlet}/qr`);
    await page.getByRole('heading', { name: 'Buck Island Bites', level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await axeViolations(page, 'body')).toEqual([]);
    await page.screenshot({
      path: `.bench/screenshots/restro-table-card-${origin() === restroUrl ? 'alone' : 'shell'}.png`,
    });

    // printed: only the card, without the Print button
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const scanned = await scanCode(page);
    expect(scanned).toBe(`${restroUrl}/restro-menu/${outlet}`);
    await page.goto(scanned!);
    await page.getByRole('heading', { name: 'Buck Island Bites', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Island Plates' }).waitFor();
  },
);

test("an unknown outlet's table card says so", async () => {
  await page.goto(`${restroUrl}/restro-menu/999999/qr`);
  await page.getByText('Restaurant not found.').first().waitFor();
});
