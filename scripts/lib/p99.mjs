/** The 99th percentile of `values` (the bench's latency goals are p99s). */
export const p99 = (values) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];
