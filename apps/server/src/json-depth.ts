// Refuses JSON request bodies nested deeper than MAX_JSON_DEPTH with a 400, on every route, before anything recurses through them.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Deepest nesting of arrays and objects a request body may have. The deepest real body (a push:
 * body, changes, change, record) uses four levels; records are flat. Far deeper bodies reached code
 * that walks them recursively (validation, PostgreSQL's jsonb) and got a 500.
 */
export const MAX_JSON_DEPTH = 64;

/** The error code apiErrorHandler turns into `too_deep`. */
export const JSON_TOO_DEEP = 'GP_JSON_TOO_DEEP';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Index of the quote that ends the string opened at `open`, or -1. */
function stringEnd(text: string, open: number): number {
  let end = text.indexOf('"', open + 1);
  for (; end !== -1; end = text.indexOf('"', end + 1)) {
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes += 1;
    // An even run of backslashes escapes itself, not the quote.
    if (slashes % 2 === 0) return end;
  }
  return -1;
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`. One pass without parsing; strings
 * are skipped with indexOf, so a large body of long texts costs little. Text that is not JSON may
 * get either answer: the parser refuses it afterwards anyway.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = stringEnd(text, i);
      if (i === -1) return false;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

function tooDeep(): Error {
  const message = `request body is JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
  return Object.assign(new Error(message), { statusCode: 400, code: JSON_TOO_DEEP });
}

function isJsonType(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

/**
 * Call before any route is registered. JSON bodies are checked before Fastify's own parser runs
 * (which keeps its __proto__ and constructor checks); routes that take raw bytes, such as better-
 * auth's, are checked before validation when they are sent as JSON.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const { body } = request;
    const raw = Buffer.isBuffer(body)
      ? body.toString('utf8')
      : typeof body === 'string'
        ? body
        : '';
    const deep = raw !== '' && isJsonType(request) && nestedDeeperThan(raw, MAX_JSON_DEPTH);
    done(deep ? tooDeep() : undefined);
  });
}
