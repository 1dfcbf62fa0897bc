import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import { ADDRESS_MESSAGES, readAddress } from '../addresses/address-input';
import type { AddressBody } from '../addresses/address-input';
import { deleteAddress, insertAddress, listAddresses } from '../addresses/saved-addresses';
import { updateAddress } from '../addresses/saved-addresses';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const coordinate = { type: ['number', 'string'], maxLength: 32 } as const;
const addressId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const addressProperties = {
  located_at: locatedAtSchema,
  location: { type: 'string', maxLength: 300 },
  houseFlatNo: text(100),
  landMark: text(200),
  type: text(50),
  latitude: coordinate,
  longitude: coordinate,
  zipcode: { type: ['string', 'number', 'null'], maxLength: 10 },
} as const;
const addressRequired = ['location', 'latitude', 'longitude'] as const;

const SCHEMAS = {
  add: { body: { type: 'object', required: addressRequired, properties: addressProperties } },
  update: {
    body: {
      type: 'object',
      required: [...addressRequired, 'addressId'],
      properties: { ...addressProperties, addressId },
    },
  },
  destroy: {
    body: {
      type: 'object',
      required: ['addressId'],
      properties: { located_at: locatedAtSchema, addressId },
    },
  },
} as const;

/** Saved delivery addresses, always of the token's user and the call's island. */
export function addressesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/getAddress', async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    return ok({
      address: await listAddresses(ctx.db, userId, request.island),
    }) satisfies api.AnswerOf<typeof api.getAddress>;
  });

  app.post<{ Body: AddressBody }>('/addAddress', { schema: SCHEMAS.add }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const address = readAddress(request.body, request.island);
    if (typeof address === 'string') return fail(address);
    const addressId = await insertAddress(ctx.db, userId, address);
    if (addressId === null) return fail(ADDRESS_MESSAGES.tooMany);
    return ok({ addressId }) satisfies api.AnswerOf<typeof api.addAddress>;
  });

  app.post<{ Body: AddressBody & { addressId: number } }>(
    '/updateAddress',
    { schema: SCHEMAS.update },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const address = readAddress(request.body, request.island);
      if (typeof address === 'string') return fail(address);
      const { addressId: id } = request.body;
      const updated = await updateAddress(ctx.db, userId, id, address);
      return updated
        ? (ok({ addressId: id }) satisfies api.AnswerOf<typeof api.updateAddress>)
        : fail(ADDRESS_MESSAGES.notFound);
    },
  );

  app.post<{ Body: { addressId: number } }>(
    '/destroyAddress',
    { schema: SCHEMAS.destroy },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const deleted = await deleteAddress(ctx.db, userId, request.body.addressId);
      return deleted
        ? (ok({ message: ADDRESS_MESSAGES.deleted }) satisfies api.AnswerOf<
            typeof api.destroyAddress
          >)
        : fail(ADDRESS_MESSAGES.notFound);
    },
  );
}
