/** @jest-environment node */
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { manifestCheckPlugin } from '../manifest-check-plugin';

/** account's manifest as its build writes it, listing the given modules. */
const manifestListing = (...modules: string[]) => ({
  id: 'account',
  name: 'account',
  metaData: {
    name: 'account',
    globalName: 'account',
    buildInfo: { buildVersion: '0.1.0', buildName: '@island-eats/account' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
  },
  shared: [],
  remotes: [],
  exposes: modules.map((name) => ({
    id: `account:${name}`,
    name,
    path: `./${name}`,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  })),
});

/**
 * The federation runtime as a host runs it, with the network replaced: the manifest is the
 * given one, and the remote's entry is a container that hands out `{ pages: {} }`. Each host
 * reads account at an origin of its own: the runtime keeps what it read of a manifest URL.
 */
function hostReading(manifest: object) {
  const origin = `http://account-${hosts++}.test`;
  const entriesLoaded: string[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    async fetch() {
      return new Response(JSON.stringify(manifest), { status: 200 });
    },
    async loadEntry({ remoteInfo }) {
      entriesLoaded.push(remoteInfo.entry);
      return { init: async () => undefined, get: () => async () => ({ pages: {} }) };
    },
  };
  const host = createInstance({
    name: `host-${Math.random()}`,
    remotes: [{ name: 'account', entry: `${origin}/mf-manifest.json` }],
    plugins: [manifestCheckPlugin(), network],
  });
  return { host, entriesLoaded, manifestUrl: `${origin}/mf-manifest.json` };
}

let hosts = 0;
let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // the runtime's own note of the failed load
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a module the manifest lists loads', async () => {
  const { host, entriesLoaded, manifestUrl } = hostReading(
    manifestListing('routes', 'address-chooser'),
  );
  await expect(host.loadRemote('account/routes')).resolves.toEqual({ pages: {} });
  expect(entriesLoaded).toEqual([manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')]);
  expect(logged).not.toHaveBeenCalled();
});

test('a module the manifest lacks is refused before the remote is loaded, naming remote, module and manifest', async () => {
  const { host, entriesLoaded, manifestUrl } = hostReading(manifestListing('address-chooser'));
  await expect(host.loadRemote('account/routes')).rejects.toThrow(
    `account's manifest ${manifestUrl} does not expose ./routes`,
  );
  expect(entriesLoaded).toEqual([]);
  expect(logged).toHaveBeenCalledWith(
    '[island-eats] remote refused: its manifest lacks a module this page needs',
    { remote: 'account', module: './routes', manifest: manifestUrl },
  );
});
