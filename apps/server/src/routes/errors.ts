// JSON error replies of the API: bad input gets a 4xx with a clear message (never a 5xx), server faults a plain 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TOO_DEEP } from '../json-depth';

export type ApiError = { error: string; message: string };

type Issue = { path: readonly PropertyKey[]; message: string };

/** `changes[0].op`: indexes in brackets, names dotted; the body itself when the path is empty. */
function pathText(path: readonly PropertyKey[]): string {
  const text = path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('');
  return text || 'body';
}

/** A zod failure as one line naming the fields, e.g. `changes[0].op: Invalid option ...`. */
export function invalidRequest(error: { issues: readonly Issue[] }): ApiError {
  const shown = error.issues
    .slice(0, 3)
    .map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return { error: 'invalid_request', message: `${shown.join('; ')}${more}` };
}

function clientError(error: FastifyError, request: FastifyRequest): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        error: 'too_large',
        message: `request body exceeds the limit of ${request.routeOptions.bodyLimit} bytes; send fewer changes per request`,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { error: 'invalid_request', message: 'request body is not valid JSON' };
    case JSON_TOO_DEEP:
      return { error: 'too_deep', message: error.message };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { error: 'invalid_request', message: 'request body is empty; send a JSON object' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        error: 'unsupported_media_type',
        message: 'send the request body as application/json',
      };
    default:
      return { error: 'bad_request', message: error.message };
  }
}

/**
 * Route error handler: Fastify's own client errors (body parsing, limits) become JSON with a clear
 * message; anything else is logged without request data and answered with a generic 500.
 */
export function apiErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.code(status).send(clientError(error, request));
  }
  // Name, code and message only: a driver error's other fields could echo stored values.
  request.log.error(
    { err: { name: error.name, code: error.code, message: error.message } },
    'request failed',
  );
  return reply
    .code(500)
    .send({ error: 'internal', message: 'the server could not handle the request; try again' });
}
