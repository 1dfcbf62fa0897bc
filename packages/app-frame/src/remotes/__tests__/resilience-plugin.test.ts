/** @jest-environment node */
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import resiliencePlugin from '../resilience-plugin';

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

let hosts = 0;

/**
 * The federation runtime as the shell runs it, with the network replaced: the manifest is the
 * given one, and the remote's entry is a container that hands out `{ default: {} }`. Each host
 * reads account at an origin of its own: the runtime keeps what it read of a manifest URL.
 */
function shellReading(manifest: object) {
  const origin = `http://account-${(hosts += 1)}.test`;
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(manifest)));
  const entriesLoaded: string[] = [];
  const remoteEntries: ModuleFederationRuntimePlugin = {
    name: 'test-remote-entries',
    async loadEntry({ remoteInfo }) {
      entriesLoaded.push(remoteInfo.entry);
      return { init: async () => undefined, get: () => async () => ({ default: {} }) };
    },
  };
  const shell = createInstance({
    name: `shell-${hosts}`,
    remotes: [{ name: 'account', entry: `${origin}/mf-manifest.json` }],
    plugins: [resiliencePlugin(), remoteEntries],
  });
  return { shell, entriesLoaded, manifestUrl: `${origin}/mf-manifest.json` };
}

let warned: jest.SpyInstance;
beforeEach(() => {
  warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a module the manifest lists loads', async () => {
  const { shell, entriesLoaded, manifestUrl } = shellReading(
    manifestListing('page/profile', 'address-chooser'),
  );
  await expect(shell.loadRemote('account/page/profile')).resolves.toEqual({ default: {} });
  expect(entriesLoaded).toEqual([manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')]);
  expect(warned).not.toHaveBeenCalled();
});

test('a module the manifest lacks is refused before the remote is loaded, naming remote, module and manifest', async () => {
  const { shell, entriesLoaded, manifestUrl } = shellReading(manifestListing('address-chooser'));
  const reason = `remote refused: account's manifest ${manifestUrl} lacks ./page/profile`;
  await expect(shell.loadRemote('account/page/profile')).rejects.toThrow(reason);
  expect(entriesLoaded).toEqual([]);
  expect(warned).toHaveBeenCalledWith('[island-eats] remote unavailable', {
    id: 'account/page/profile',
    lifecycle: 'onLoad',
    error: expect.stringContaining(reason),
  });
});
