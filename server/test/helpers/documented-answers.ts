import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';

interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema: object }>; description: string } | undefined
  >;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

/** A real answer of a route: its status, content type and body text. */
export interface RealAnswer {
  method: string;
  /** the route as fastify registered it: /api/v1/listMenu/:outletId */
  route: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * The OpenAPI document, validated by @apidevtools/swagger-parser and dereferenced, with a check
 * of real answers against what it documents for their route and status.
 */
export async function documentedAnswers(document: unknown) {
  const doc = (await SwaggerParser.validate(structuredClone(document) as never)) as unknown as Doc;
  // The document is OpenAPI 3.0: `nullable` is its keyword, not JSON Schema's.
  const ajv = new Ajv({ strict: false, allErrors: true });

  /** What is wrong with the answer by the document; [] when it matches. */
  function problems(answer: RealAnswer): string[] {
    const path = answer.route.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[path]?.[answer.method.toLowerCase()];
    if (!operation) return [`${answer.method} ${path} is not in the document`];
    const status = String(answer.status);
    const response =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`.toUpperCase()];
    if (!response) return [`status ${status} is not documented`];
    const content = response.content ?? {};
    const [mediaType, media] =
      Object.entries(content).find(([type]) => matchesType(answer.contentType, type)) ?? [];
    if (Object.keys(content).length === 0) return answer.body === '' ? [] : ['a body'];
    if (!media) return [`content type ${answer.contentType} is not documented`];
    if (mediaType !== 'application/json') return [];
    const validate = ajv.compile(media.schema);
    if (validate(JSON.parse(answer.body))) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  }
  return { doc, problems };
}

function matchesType(actual: string, documented: string): boolean {
  const type = actual.split(';')[0]!.trim();
  return documented.endsWith('/*') ? type.startsWith(documented.slice(0, -1)) : type === documented;
}
