// Every app of the site: its folder, its federation name and the port `pnpm start` serves it on.
// A remote's name is its RemoteName in app-frame's remote-contracts.ts (e2e composition checks).
/** @typedef {{ dir: string, name: string, port: number }} App */

/** @type {App[]} */
export const apps = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'browse', name: 'browse', port: 3001 },
  { dir: 'menu-cart', name: 'menu_cart', port: 3002 },
  { dir: 'checkout-pay', name: 'checkout_pay', port: 3003 },
  { dir: 'account', name: 'account', port: 3004 },
  { dir: 'restro-menu', name: 'restro_menu', port: 3005 },
];

export const remoteApps = apps.filter((app) => app.name !== 'shell');
