import { contractProblems } from '../remote-contract.mjs';

/** Fails the build of a remote whose contract does not hold (contractProblems). */
export class RemoteContractPlugin {
  /** @param {{ dir: string, name: string }} remote */
  constructor(remote) {
    this.remote = remote;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.make.tap('RemoteContractPlugin', (compilation) => {
      for (const problem of contractProblems(this.remote)) {
        compilation.errors.push(new compiler.rspack.WebpackError(`remote contract: ${problem}`));
      }
    });
  }
}
