import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { requestVersions } from '../cache/request-versions';
import { locatedAtSchema } from '../http/island';
import { ok } from '../http/wire';
import { locationList, tipPresets } from '../settings/login-setting';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/getloginSetting',
    { schema: { querystring: { type: 'object', properties: { located_at: locatedAtSchema } } } },
    async (request, reply) => {
      const { catalogue } = await requestVersions(ctx.versions, request);
      return ctx.answers.send(
        reply,
        'getloginSetting',
        catalogue,
        async () =>
          ok({ located_at: locationList(), tip: await tipPresets(ctx.db) }) satisfies api.AnswerOf<
            typeof api.getLoginSetting
          >,
      );
    },
  );
}
