import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { alertRules, dashboard, deployQueries, metricNamesIn } from './metric-queries';

// deploy/'s monitoring as compose runs it: Prometheus scrapes every API process on its metrics
// port, which nothing publishes and nginx never proxies; Grafana shows the one dashboard over
// that Prometheus. The deploy layout test (e2e/deploy) scrapes the ports for real, and
// server/test/deploy-queries.test.ts checks the queries' metric names against the API's.

const deploy = __dirname;
const readYaml = (file: string) =>
  parse(readFileSync(path.join(deploy, file), 'utf8'), { merge: true }) as unknown;

interface Service {
  image: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  working_dir?: string;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}
const compose = readYaml('compose.yaml') as { services: Record<string, Service> };
const services = Object.entries(compose.services);
// the API processes are those that run the server's build, whatever their names
const apis = services.filter(([, service]) => service.working_dir === '/srv/island-eats/server');
const mounts = (service: Service) =>
  new Map(
    (service.volumes ?? []).map((volume) => {
      const [from, to] = volume.split(':');
      return [to, from];
    }),
  );
const prometheus = compose.services.prometheus as Service;
const grafana = compose.services.grafana as Service;

interface ScrapeConfig {
  rule_files: string[];
  scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
}
const scrape = readYaml('prometheus/prometheus.yml') as ScrapeConfig;

/** A compose duration (`15s`, `1m30s`) in milliseconds. */
function milliseconds(duration: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+)(ms|s|m|h)/g)) {
    total += Number(amount) * units[unit!]!;
  }
  return total;
}

test('Prometheus scrapes exactly the API processes of compose, each at its METRICS_PORT', () => {
  expect(apis.length).toBeGreaterThanOrEqual(2);
  const expected = apis.map(([name, service]) => {
    const port = service.environment?.METRICS_PORT ?? '';
    expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^\d+$/) });
    expect(port).not.toBe(service.environment?.PORT);
    return `${name}:${port}`;
  });
  const [job, ...others] = scrape.scrape_configs;
  expect(others).toEqual([]);
  expect(job?.job_name).toBe('island-eats-api');
  const targets = job?.static_configs.flatMap((config) => config.targets) ?? [];
  expect(targets.sort()).toEqual(expected.sort());
});

test("no metrics port is published, and nginx's templates reach the API's port only", () => {
  const metricsPorts = new Set(apis.map(([, service]) => service.environment?.METRICS_PORT));
  for (const [name, service] of apis) expect({ name, ports: service.ports }).toEqual({ name });
  for (const [name, service] of services) {
    for (const port of service.ports ?? []) {
      const published = port.split(':').slice(-2);
      expect({ name, port, metrics: published.some((part) => metricsPorts.has(part)) }).toEqual({
        name,
        port,
        metrics: false,
      });
    }
  }
  const nginx = compose.services.nginx as Service;
  for (const [name, service] of apis) {
    expect(nginx.environment?.API_SERVERS).toContain(
      `server ${name}:${service.environment?.PORT};`,
    );
  }
  const templates = path.join(deploy, 'nginx/templates');
  for (const file of readdirSync(templates)) {
    const text = readFileSync(path.join(templates, file), 'utf8');
    for (const port of metricsPorts)
      expect({ file, port: text.includes(`:${port}`) }).toEqual({ file, port: false });
    expect({ file, metrics: /location[^{]*metrics/.test(text) }).toEqual({ file, metrics: false });
  }
});

test("Prometheus and Grafana are on the operator's machine only, on pinned images", () => {
  for (const [name, service] of Object.entries({ prometheus, grafana })) {
    expect({ name, ports: service.ports }).toEqual({
      name,
      ports: [expect.stringMatching(/^127\.0\.0\.1:/)],
    });
    // a major (and for Grafana, which publishes no major tag, a minor) line: patched, never
    // moved to a new major by a pull
    expect({ name, image: service.image }).toEqual({
      name,
      image: expect.stringMatching(/:v?\d+(\.\d+)?$/),
    });
  }
  // compose refuses to start without it: no Grafana with its default admin password
  expect(grafana.environment?.GF_SECURITY_ADMIN_PASSWORD).toMatch(
    /^\$\{GRAFANA_ADMIN_PASSWORD:\?[^}]+\}$/,
  );
});

test('Prometheus reads its config and its alert rules where compose mounts them', () => {
  const mounted = mounts(prometheus);
  expect(mounted.get('/etc/prometheus/prometheus.yml')).toBe('./prometheus/prometheus.yml');
  for (const file of scrape.rule_files) {
    expect(mounted.get(file)).toBe(`./prometheus/${path.basename(file)}`);
  }
  for (const group of alertRules().groups) {
    for (const rule of group.rules as { alert: string; labels?: { severity?: string } }[]) {
      expect({ alert: rule.alert, severity: rule.labels?.severity }).toEqual({
        alert: rule.alert,
        severity: expect.stringMatching(/^(page|ticket)$/),
      });
    }
  }
});

test("Grafana's data source is compose's Prometheus, and its dashboard reads that source", () => {
  const mounted = mounts(grafana);
  expect(mounted.get('/etc/grafana/provisioning')).toBe('./grafana/provisioning');
  const sources = readYaml('grafana/provisioning/datasources/prometheus.yml') as {
    datasources: { uid: string; type: string; url: string }[];
  };
  const [source] = sources.datasources;
  expect(source).toMatchObject({ type: 'prometheus', url: 'http://prometheus:9090' });
  const { providers } = readYaml('grafana/provisioning/dashboards/island-eats.yml') as {
    providers: { options: { path: string } }[];
  };
  const folder = providers[0]?.options.path ?? '';
  expect(mounted.get(folder)).toBe('./grafana/dashboards');
  const panels = dashboard().panels.filter((panel) => panel.type !== 'row');
  expect(panels.length).toBeGreaterThan(10);
  for (const panel of panels as { title: string; datasource?: { uid: string } }[]) {
    expect({ panel: panel.title, source: panel.datasource?.uid }).toEqual({
      panel: panel.title,
      source: source?.uid,
    });
  }
});

test('every alert and every panel query reads a metric', () => {
  const queries = deployQueries();
  expect(queries.length).toBeGreaterThan(30);
  for (const { where, expr } of queries) {
    expect({ where, reads: metricNamesIn(expr).length > 0 }).toEqual({ where, reads: true });
  }
  // the names a query reads, not its functions, labels, ranges or keywords
  expect(
    metricNamesIn(
      'histogram_quantile(0.75, sum by (le, route) (rate(a_bucket{metric="LCP"}[1h]))) > 2.5e3 ' +
        'and on (route) sum by (route) (increase(a_count[$__rate_interval])) >= 20 or b offset 5m',
    ),
  ).toEqual(['a_bucket', 'a_count', 'b']);
});

test('each API process drains on SIGTERM within its stop grace, and is checked by /ready', () => {
  for (const [name, service] of apis) {
    const drainMs = Number(service.environment?.DRAIN_MS);
    expect({ name, drainMs }).toEqual({ name, drainMs: expect.any(Number) });
    expect(drainMs).toBeGreaterThan(0);
    // the calls in flight, the sockets and the database close after the drain
    expect(milliseconds(service.stop_grace_period ?? '10s')).toBeGreaterThanOrEqual(drainMs + 5000);
    expect(service.healthcheck?.test.join(' ')).toContain('/api/v1/ready');
  }
});
