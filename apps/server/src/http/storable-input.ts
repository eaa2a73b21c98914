import { storableText } from '@azubi/shared/text/clean-text';
import type { FastifyInstance } from 'fastify';

/** A parsed JSON object, query or path (fast-querystring's have a prototype without a prototype). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Every string in a parsed body, query or path, keys included, made storable (`storableText`). */
export function storableInput(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableInput);
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[storableText(key)] = storableInput(item);
    return out;
  }
  return value;
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
