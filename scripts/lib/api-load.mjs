// Load on one HTTP read with autocannon, and the same bytes from a bare fastify server beside
// it: how far the API's read is from the cost of sending its answer.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 100;
const WARM_UP_S = 2;
const MEASURE_S = Number(process.env.BENCH_API_SECONDS ?? 10);
/** What Chromium asks for: the API and the bare server answer as they would answer a browser. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * autocannon on `url` for `seconds`: every request is `method` with `headers` and `body`, and
 * `eachHeaders()` added per request when given (one customer's token after another).
 */
export async function run({ url, method = 'GET', headers = {}, body, eachHeaders }, seconds) {
  const result = await autocannon({
    url,
    method,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
    body,
    requests: eachHeaders && [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...eachHeaders() },
        }),
      },
    ],
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One answer to `read` as it came on the wire: status, headers and the bytes unopened. */
function rawAnswer({ url, method = 'GET', headers, body, eachHeaders }) {
  const asked = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers, ...eachHeaders?.() };
  return new Promise((resolve, reject) => {
    request(url, { method, headers: asked }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}

/**
 * The bare server answering with `bytes` as `type` (and `encoding`, as the API encoded them), in
 * a process of its own.
 */
async function bareServer(bytes, type, encoding, port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, bytes);
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [
    String(port),
    file,
    type,
    encoding,
  ]);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One read against the API, then its very answer from a bare server: req/s, p50, p99 and
 * errors of both, and the ratio of their req/s.
 */
export async function loadRead(read, barePort) {
  const first = await rawAnswer(read);
  if (first.status !== 200) throw new Error(`${read.url} answered ${first.status}`);
  const { bytes } = first;
  const type = first.headers['content-type'] ?? 'application/json';
  const encoding = first.headers['content-encoding'] ?? 'identity';
  await run(read, WARM_UP_S);
  const api = await run(read, MEASURE_S);
  const bare = await bareServer(bytes, type, encoding, barePort);
  try {
    const path = new URL(read.url).pathname;
    const same = { ...read, url: `${bare.url}${path}` };
    await run(same, WARM_UP_S);
    const ceiling = await run(same, MEASURE_S);
    return { bytes: bytes.length, encoding, api, bare: ceiling, ratio: api.rps / ceiling.rps };
  } finally {
    bare.stop();
  }
}
