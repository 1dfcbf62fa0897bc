import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import {
  VITAL_MAX,
  VITAL_NAMES,
  VITALS_PER_BEACON,
  VITALS_ROUTES,
  type VitalsBeacon,
} from '@island-eats/app-frame/web-vitals-beacon';
import { observeVitals } from '../metrics/web-vitals';
import { fail, ok } from '../http/wire';

/** A beacon holds at most 8 short entries (~700 bytes); anything larger is not one. */
const VITALS_BODY_LIMIT = 2048;

const vitalsSchema = {
  body: {
    type: 'object',
    required: ['vitals'],
    additionalProperties: false,
    properties: {
      vitals: {
        type: 'array',
        minItems: 1,
        maxItems: VITALS_PER_BEACON,
        items: {
          type: 'object',
          required: ['name', 'value', 'route'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', enum: VITAL_NAMES },
            // each vital's own limit is checked by the handler (VITAL_MAX)
            value: { type: 'number', minimum: 0, maximum: Math.max(...Object.values(VITAL_MAX)) },
            route: { type: 'string', enum: VITALS_ROUTES },
          },
        },
      },
    },
  },
} as const;

// The API's validator coerces types (a null value would pass as 0, "12" as 12) and drops fields
// it does not know: a beacon's numbers become metrics, so they are checked as sent.
const asSent = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: false });

/**
 * POST vitals: a page view's Web Vitals from the shell (app-frame's web-vitals-beacon.ts),
 * counted into the API's metrics (metrics/web-vitals.ts). navigator.sendBeacon sends its text
 * as text/plain, which crosses origins without a preflight (`pnpm start` serves the API on an
 * origin of its own): that text is read as JSON here, and JSON itself is taken too. The body is
 * capped at 2 KB, refused by its length before it is read; each address may send 60 a minute
 * (http/rate-limits.ts). Nobody reads the answer: it keeps the wire shape for the API's tests.
 */
export function vitalsRoutes(api: FastifyInstance): void {
  // a scope of its own, so text/plain is read as JSON by this route alone
  void api.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.post<{ Body: VitalsBeacon }>(
      '/vitals',
      {
        schema: vitalsSchema,
        validatorCompiler: ({ schema }) => asSent.compile(schema),
        bodyLimit: VITALS_BODY_LIMIT,
        config: { island: false },
      },
      async (request, reply) => {
        const { vitals } = request.body;
        const over = vitals.findIndex(({ name, value }) => value > VITAL_MAX[name]);
        if (over >= 0) {
          const { name } = vitals[over]!;
          return reply
            .status(422)
            .send(fail(`vitals[${over}].value must be at most ${VITAL_MAX[name]} for ${name}.`));
        }
        observeVitals(vitals);
        return ok({});
      },
    );
  });
}
