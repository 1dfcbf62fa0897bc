import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered route as the app itself knows it: what a client can call, and its schema. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (HEAD and OPTIONS are fastify's own). */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records every route as it is registered, so callers (the robustness tests, tooling) enumerate
 * the real API rather than a hand-kept list that drifts. Register before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
