/**
 * The one request-wide input check: every string of the parsed body (form or
 * JSON, however nested, keys included), of the query and of the route
 * parameters is checked against the shared control-character rule
 * (lib/fields.ts) before validation and handlers run. A bad value is a
 * 400 VALIDATION_ERROR naming the field (`loads.0.origin` for nested JSON, as
 * zod details name them), so no control character reaches a handler, the
 * database (NUL) or a log line, and nothing is changed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlCharacterMessage, hasControlCharacter } from '../lib/fields.js';
import { ValidationError } from './errors.js';

type Where = 'body' | 'query' | 'params';

/** The first field of `value` holding a refused character, as a dotted path; null when all is clean. */
export function findControlCharacter(value: unknown, opts: { lineBreaks?: boolean } = {}): string | null {
  // An explicit stack: a deeply nested JSON body must not overflow the call stack.
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacter(v, opts)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: path ? `${path}.${i}` : String(i) });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const childPath = path ? `${path}.${key}` : key;
        if (hasControlCharacter(key, { lineBreaks: false })) return JSON.stringify(childPath).slice(1, -1);
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

function check(req: FastifyRequest, where: Where): void {
  const field = findControlCharacter(req[where], { lineBreaks: where !== 'params' });
  if (field === null) return;
  const name = field || where;
  throw new ValidationError({ [name]: controlCharacterMessage(name) });
}

/** Registers the check for every route (once, in app.ts, before the feature routes). */
export function registerInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    check(req, 'params');
    check(req, 'query');
    check(req, 'body');
  });
}
