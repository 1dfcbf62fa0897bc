import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { DATABASE_UNREACHABLE, isDatabaseUnreachable } from '../db/unreachable';
import { CallsBusyError } from './calls-in-turn';
import { REQUEST_ID_HEADER } from './request-id';
import { fail } from './wire';
import { REQUEST_NOT_VALID, validationMessage } from './validation-message';

/** The answer to a failure nobody foresaw: logged in full, never shown to the client. */
export const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

const INVALID_JSON = 'The request body is not valid JSON.';
const TOO_LARGE = 'The request is too large.';
const NOT_FOUND = 'Not found.';

/** How long a client is told to wait before calling again while the database is down. */
const DATABASE_RETRY_AFTER_S = 5;

/** Fastify's own 4xx errors, reworded; anything not listed keeps a generic sentence. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its header.',
  FST_ERR_BAD_URL: NOT_FOUND,
  FST_ERR_ASYNC_CONSTRAINT: NOT_FOUND,
};

/**
 * Every failure answers in the wire shape. Validation answers 422, not 400: SPEC.md §8 has the
 * client log out on a 400, and a refused field must not end the session. Other client errors
 * keep their 4xx. A database out of reach answers 503 and says so (the client shows the message
 * and keeps its session: SPEC.md §8 logs out only on 400, 401 and 403); the pool reconnects by
 * itself once the database is back. Anything unexpected is logged and answered, like every
 * refusal of this API, as `error: 'true'` with a message: never a 500 page, never a stack trace.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply
        .status(422)
        .send(fail(validationMessage(error.validation, error.validationContext)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        CLIENT_ERROR_MESSAGES[error.code] ??
        (error instanceof SyntaxError ? INVALID_JSON : REQUEST_NOT_VALID);
      return reply.status(status).send(fail(message));
    }
    if (error instanceof CallsBusyError) {
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterS))
        .send(fail(error.message));
    }
    if (isDatabaseUnreachable(error)) {
      // Expected while the database is down, and one line per call: no stack for each.
      request.log.warn(`database unreachable: ${error.message}`);
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(fail(DATABASE_UNREACHABLE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(200).send(fail(UNEXPECTED_FAILURE));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(NOT_FOUND)));
}

const SOCKET_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', TOO_LARGE],
};

/**
 * Fastify options for the errors raised before any route runs: the router's (a path parameter
 * over its length limit, a malformed URL) and the HTTP parser's (oversized headers). Fastify's
 * defaults answer those in its own shape, which the clients cannot read.
 */
export const wireShapedFrameworkErrors: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // answered before any hook runs, so before the one that names every answer's request
    reply.header(REQUEST_ID_HEADER, request.id);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.status(414).send(fail('The request address is too long.'));
    }
    return reply.status(404).send(fail(NOT_FOUND));
  },
  clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
    // a reset connection has nobody left to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] = SOCKET_ERRORS[error.code ?? ''] ?? [
      400,
      'Bad Request',
      REQUEST_NOT_VALID,
    ];
    const body = JSON.stringify(fail(message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};
