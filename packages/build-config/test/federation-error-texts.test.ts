import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

// the package the federation runtime imports its texts from, beside the plugin that builds it
const federation = createRequire(require.resolve('@module-federation/enhanced'))(
  '@module-federation/error-codes',
) as { runtimeDescMap: Record<string, string> };

/** federation-error-texts.mjs' maps, read in a child process: jest cannot load its ES module. */
function ours(): Record<string, Record<string, string>> {
  const script = `
    import * as texts from './federation-error-texts.mjs';
    console.log(JSON.stringify(texts));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${__dirname}/..`,
  });
  return JSON.parse(output.toString()) as Record<string, Record<string, string>>;
}

test("the federation runtime's errors keep their own texts, every one of them", () => {
  const texts = ours();
  expect(texts.runtimeDescMap).toEqual(federation.runtimeDescMap);
  expect(texts.errorDescMap).toEqual(federation.runtimeDescMap);
  expect(texts).toMatchObject({ typeDescMap: {}, buildDescMap: {} });
});
