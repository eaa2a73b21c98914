import { storableText } from '@azubi/shared/text/clean-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Deeper than any of our schemas goes; deeper input is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/** A parsed JSON object, query or path (fast-querystring's have a prototype without a prototype). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * Every string in a parsed body, query or path, keys included, made storable (`storableText`).
 * Input nested deeper than MAX_INPUT_DEPTH is a 400 (the fuzz suite sent 50,000 levels, which
 * a recursive walk turned into a stack overflow and a 500).
 */
export function storableInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw AppError.badRequest();
  if (Array.isArray(value)) return value.map((item) => storableInput(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[storableText(key)] = storableInput(item, depth + 1);
  return out;
}

/**
 * Before validation, every request's input loses what PostgreSQL cannot store (NUL, lone
 * surrogates), so that no field, old or new, can turn such input into a 500; the schemas and the
 * shared text clean-up then see ordinary text.
 */
export function installStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.params = storableInput(request.params);
    request.query = storableInput(request.query);
    if (request.body !== undefined) request.body = storableInput(request.body);
  });
}
