import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { signUpCustomer, screenshots, startAs, type Customer } from '../support/account';
import { pagePerTest } from '../support/browser';
import { axeViolations, dialog, profileIsland, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
// one sign-up for the file (see signUpCustomer); the location switch runs last
let customer: Customer;
beforeAll(async () => {
  customer = await signUpCustomer('Picture Person');
});
beforeEach(async () => {
  page = session.page;
  await startAs(page, customer);
});

/** A real 8×8 PNG of one colour. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([11, 110, 121]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('edits the profile with a new picture the server stores and serves', async () => {
  await page.goto(`${shellUrl}/editprofile`);
  const name = page.getByLabel('Name');
  await name.waitFor();
  expect(await page.getByLabel('Email').isDisabled()).toBe(true);
  expect(await page.getByLabel('Phone Number').isDisabled()).toBe(true);
  await page.getByText('Please Select Profile Image').waitFor();
  expect(await page.getByRole('main').getByRole('button', { name: 'Submit' }).isDisabled()).toBe(
    true,
  );

  await page.getByLabel('Profile Image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await page.getByText('Please Select Profile Image').waitFor({ state: 'detached' });
  await name.fill('Picture Person II');
  await page.getByLabel('Short Interests Survey').fill('Seafood, vegan');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'edit-profile');
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  await toast(page, /updated/i)
    .first()
    .waitFor();
  await page.waitForURL(`${shellUrl}/profile`);
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('heading', { name: 'Picture Person II' }).waitFor();
  const photo = details.locator('img');
  expect(await photo.getAttribute('src')).toMatch(/\/api\/v1\/user-image\/[0-9a-f]{32}\?v=/);
  await page.waitForFunction(
    () =>
      (document.querySelector('[aria-label="Your details"] img') as HTMLImageElement)
        ?.naturalWidth === 8,
  );
});

test('a renamed executable is refused by the server and nothing changes', async () => {
  await page.goto(`${shellUrl}/editprofile`);
  await page.getByLabel('Profile Image').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  });
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: /png|gif|jpe?g|image/i })
    .first()
    .waitFor();
  expect(page.url()).toBe(`${shellUrl}/editprofile`);
});

test('switching the location asks first, and Yes switches the island and the profile', async () => {
  await page.goto(`${shellUrl}/editprofile`);
  const select = page.getByLabel('Location');
  await select.waitFor();
  await select.selectOption('st_thomas');
  const modal = dialog(page, 'Switch Location');
  await modal.getByText('Hey, looks like you are in').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: "Don't Switch" }).click();
  expect(await select.inputValue()).toBe('st_croix');
  await select.selectOption('st_thomas');
  await modal.getByRole('button', { name: 'Yes, Switch Location' }).click();
  await modal.waitFor({ state: 'detached' });
  expect(await select.inputValue()).toBe('st_thomas');
  expect(await page.evaluate(() => localStorage.getItem('currentLocation'))).toContain('st_thomas');
  expect(await profileIsland(customer.token)).toBe('st_thomas');
});
