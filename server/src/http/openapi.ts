import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document of the API, generated from the routes' own JSON schemas (so it cannot
 * drift from what the server validates). Registered before the routes so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Island Eats API',
        version: '1.0.0',
        description:
          "Every answer carries error: 'true' | 'false' and errorMessage (SPEC.md §8). GET calls take located_at in the query, POST calls in the body.",
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
}

/** GET /api/v1/openapi.json */
export function openApiRoute(api: FastifyInstance, root: FastifyInstance): void {
  api.get('/openapi.json', { schema: { hide: true } }, async () => root.swagger());
}
