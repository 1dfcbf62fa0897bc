import { contractProblems } from '../remote-contract.mjs';

/** Fails the build of a remote whose exposes do not hold to its contract (contractProblems). */
export class RemoteContractPlugin {
  /** @param {{ dir: string, name: string, exposes: Record<string, string> }} remote */
  constructor(remote) {
    this.remote = remote;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.make.tapPromise('RemoteContractPlugin', async (compilation) => {
      for (const problem of await contractProblems(this.remote)) {
        compilation.errors.push(new compiler.rspack.WebpackError(`remote contract: ${problem}`));
      }
    });
  }
}
