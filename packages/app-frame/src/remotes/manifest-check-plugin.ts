import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Refuses a module its remote's manifest does not list. The manifest is what the remote
 * publishes of itself (remote-contracts.ts): a module missing from it is gone, or about to be,
 * even when the remoteEntry still holds an older copy. The load fails with the reason logged,
 * the host's region shows its fallback, and the next navigation reads the manifest afresh.
 */
export function manifestCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'island-eats-manifest-check',
    async afterResolve(args) {
      const { remote, expose, remoteSnapshot } = args;
      // a remote registered by its remoteEntry alone has no manifest to hold to
      if (!remoteSnapshot || !('modules' in remoteSnapshot)) return args;
      const listed = remoteSnapshot.modules.some(
        (module) => module.modulePath === expose || `./${module.moduleName}` === expose,
      );
      if (listed) return args;
      const manifest = 'entry' in remote ? remote.entry : remote.version;
      console.error('[island-eats] remote refused: its manifest lacks a module this page needs', {
        remote: remote.name,
        module: expose,
        manifest,
      });
      throw new Error(`${remote.name}'s manifest ${manifest} does not expose ${expose}`);
    },
  };
}
