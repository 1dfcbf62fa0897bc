import { execFileSync } from 'node:child_process';
import path from 'node:path';

// In a child process: jest's module system cannot load the ES modules of build-config.
function sampleRate(env: Record<string, string>): string {
  const script = `
    import { runtimeConfig } from './runtime-config.mjs';
    try {
      console.log(runtimeConfig(JSON.parse(process.env.CONFIG_ENV)).vitalsSampleRate);
    } catch (error) {
      console.log(error.message);
    }
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, CONFIG_ENV: JSON.stringify(env) },
  })
    .toString()
    .trim();
}

describe('vitalsSampleRate, the share of page views whose Web Vitals the shell sends', () => {
  it('is every page view unless VITALS_SAMPLE_RATE says otherwise; 0 is none', () => {
    expect(sampleRate({})).toBe('1');
    expect(sampleRate({ VITALS_SAMPLE_RATE: '0.1' })).toBe('0.1');
    expect(sampleRate({ VITALS_SAMPLE_RATE: '0' })).toBe('0');
  });

  it("is the deploy layout's too", () => {
    expect(sampleRate({ SITE_URL: 'https://eats.example.com', VITALS_SAMPLE_RATE: '0.25' })).toBe(
      '0.25',
    );
  });

  it('refuses a rate that is none at start', () => {
    for (const rate of ['2', '-0.5', 'half']) {
      expect(sampleRate({ VITALS_SAMPLE_RATE: rate })).toBe(
        `VITALS_SAMPLE_RATE must be a number from 0 to 1, got "${rate}"`,
      );
    }
  });
});
