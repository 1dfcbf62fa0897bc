import type { FastifyRequest } from 'fastify';
import type { DataVersionReader, DataVersions } from './data-versions';

const perRequest = new WeakMap<FastifyRequest, Promise<DataVersions>>();

/** The data versions as of this request's arrival, read once however many caches ask. */
export function requestVersions(
  reader: DataVersionReader,
  request: FastifyRequest,
): Promise<DataVersions> {
  let versions = perRequest.get(request);
  if (!versions) {
    versions = reader.read();
    perRequest.set(request, versions);
  }
  return versions;
}
