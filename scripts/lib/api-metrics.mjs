// The API's own figures over a stretch of `pnpm load` (server/src/metrics): two scrapes of its
// /metrics, and what happened between them.

/** Prometheus' text format as samples: { name, labels, value }. */
function parse(text) {
  return text
    .split('\n')
    .map((line) => /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line))
    .filter(Boolean)
    .map(([, name, labels = '', value]) => ({
      name,
      labels: Object.fromEntries(
        [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]),
      ),
      value: Number(value),
    }));
}

/** The samples of the /metrics at `url` now. */
export async function scrapeMetrics(url) {
  return parse(await (await fetch(url)).text());
}

/** A gauge's value in a scrape (its first sample of that name). */
export const gaugeOf = (samples, name) => samples.find((sample) => sample.name === name)?.value;

/**
 * What a histogram observed between two scrapes, over the samples whose labels `pick` keeps:
 * how many, and their p99 and max as the upper bounds of the buckets they fall in (seconds;
 * null when nothing was observed).
 */
export function histogramBetween(before, after, name, pick = () => true) {
  const buckets = new Map();
  const add = (samples, sign) => {
    for (const { name: sampled, labels, value } of samples) {
      if (sampled !== `${name}_bucket` || !pick(labels)) continue;
      buckets.set(labels.le, (buckets.get(labels.le) ?? 0) + sign * value);
    }
  };
  add(after, 1);
  add(before, -1);
  const cumulative = [...buckets]
    .map(([le, count]) => [le === '+Inf' ? Infinity : Number(le), count])
    .sort(([a], [b]) => a - b);
  const count = cumulative.at(-1)?.[1] ?? 0;
  if (count === 0) return { count, p99: null, max: null };
  const bound = (share) => cumulative.find(([, seen]) => seen >= share * count)[0];
  return { count, p99: bound(0.99), max: bound(1) };
}
