/**
 * The script files of the chunk group each `import()` of a request passing `test` loads, by
 * request. Chunk groups are known by their import rather than a chunk name, which would cost
 * bytes in the runtime of every page that loads the app.
 *
 * @param {import('@rspack/core').Compilation} compilation
 * @param {(request: string) => boolean} test
 * @returns {Map<string, string[]>}
 */
export function scriptsByImport(compilation, test) {
  const found = new Map();
  for (const group of compilation.chunkGroups) {
    for (const { request } of group.origins) {
      if (request && test(request)) {
        found.set(
          request,
          group.getFiles().filter((file) => file.endsWith('.js')),
        );
      }
    }
  }
  return found;
}
