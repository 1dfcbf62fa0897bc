import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// The PromQL that deploy/ runs: Prometheus's alert rules and the Grafana dashboard's panels. A
// metric renamed in the API would leave an alert that never fires and a panel that stays empty,
// silently: server/test/deploy-queries.test.ts checks every name read here is one it exports.

const deploy = __dirname;

export interface DeployQuery {
  /** Which alert or panel, for a failure to name. */
  where: string;
  expr: string;
}

interface AlertRules {
  groups: { name: string; rules: { alert: string; expr: string }[] }[];
}

interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
}

export const alertRules = (): AlertRules =>
  parse(readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8')) as AlertRules;

export const dashboard = (): { uid: string; panels: Panel[] } =>
  JSON.parse(readFileSync(path.join(deploy, 'grafana/dashboards/island-eats.json'), 'utf8'));

/** Every expression of the alert rules and of the dashboard's panels. */
export function deployQueries(): DeployQuery[] {
  const alerts = alertRules().groups.flatMap((group) =>
    group.rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
  );
  const panels = dashboard().panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr })),
  );
  return [...alerts, ...panels];
}

/** PromQL's words that are not metric names (functions and aggregations are followed by "("). */
const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);

/** The metric names `expr` reads: what is left once strings, matchers, ranges and groupings go. */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  // not inside a number (2.5e3) or a longer word
  for (const [, name, call] of bare.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)\s*(\()?/g)) {
    if (!call && !KEYWORDS.has(name!.toLowerCase())) names.add(name!);
  }
  return [...names];
}
