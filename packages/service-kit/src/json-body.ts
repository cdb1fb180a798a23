import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** No request body the API knows nests deeper than a few levels; deeper ones are refused before parsing. */
const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in a JSON text (brackets inside strings do not count). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Parses JSON bodies like Fastify does (prototype poisoning refused), after a nesting depth check. An empty
 * body is no body: a client may send its JSON content type on a logout or a delete too.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(
        new AppError('MALFORMED_BODY', {
          message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
