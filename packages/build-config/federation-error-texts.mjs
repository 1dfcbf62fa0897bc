// What the Module Federation runtime gets as @module-federation/error-codes' texts (index.mjs):
// those of its runtime errors, as desc.mjs words them, without those of type generation and of
// the build, which no page can meet (~0.2 KB gz of the first load of `/`: the shell's runtime
// and each remoteEntry.js hold a copy).
const runtimeDescMap = {
  'RUNTIME-001': 'Failed to get remoteEntry exports.',
  'RUNTIME-002': 'The remote entry interface does not contain "init"',
  'RUNTIME-003': 'Failed to get manifest.',
  'RUNTIME-004': 'Failed to locate remote.',
  'RUNTIME-005': 'Invalid loadShareSync function call from bundler runtime',
  'RUNTIME-006': 'Invalid loadShareSync function call from runtime',
  'RUNTIME-007': 'Failed to get remote snapshot.',
  'RUNTIME-008': 'Failed to load script resources.',
  'RUNTIME-009': 'Please call createInstance first.',
  'RUNTIME-010':
    'The name option cannot be changed after initialization. If you want to create a new instance with a different name, please use "createInstance" api.',
  'RUNTIME-011': 'The remoteEntry URL is missing from the remote snapshot.',
  'RUNTIME-012':
    'The getter for the shared module is not a function. This may be caused by setting "shared.import: false" without the host providing the corresponding lib.',
  'RUNTIME-013': 'The manifest is not a valid Module Federation manifest.',
  'RUNTIME-014': 'The remote does not expose the requested module.',
  'RUNTIME-015': 'Remote container initialization failed.',
};
export { runtimeDescMap, runtimeDescMap as errorDescMap };
export const typeDescMap = {};
export const buildDescMap = {};
