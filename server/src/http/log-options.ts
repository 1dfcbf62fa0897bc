import type { FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];

/** Fields that hold a secret wherever they turn up: passwords, codes, tokens, cards. */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'otp',
  'otpNumber',
  'token',
  'accessToken',
  'access_token',
  'card_number',
  'number',
  'cvv',
  'security_code',
  'expiry',
];

/**
 * Nothing secret is logged (issue 38): headers that carry a session or the staff key, and the
 * secret fields of anything a log call is given (a body, an input), at the top or one down.
 * Fastify logs neither headers nor bodies itself; this holds should a log call ever pass one.
 */
const REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-staff-key"]',
    'res.headers["set-cookie"]',
    ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ],
  censor: '[redacted]',
};

/**
 * Query parameters whose values are not logged: the wallet's return, an owner's invitation
 * link, or a client's mistake.
 */
const SECRET_QUERY = /token|code|otp|password|secret|key|card|cvv|payerid|invitation/i;

/** A URL as logged: its query's secret-looking values replaced. */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_QUERY.test(name)) query.set(name, '[redacted]');
  }
  return `${url.slice(0, queryAt)}?${query.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (LOG_REQUESTS=1 logs it), with the URL's secrets taken out. */
const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * The API's logger: JSON lines on stdout (pino, fastify's own) at the caller's options, with
 * the redaction and serializers above whatever they are. false (tests) logs nothing.
 */
export function safeLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: REDACT,
    // ours last: a caller's own request serializer must not bring the URL's secrets back
    serializers: { ...options.serializers, ...serializers },
  };
}
