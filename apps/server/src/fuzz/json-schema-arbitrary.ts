import fc from 'fast-check';
import { anyJson, anyText, NASTY_STRINGS } from './nasty-values';

/** The part of JSON Schema (OpenAPI 3.0 dialect) that fastify-type-provider-zod writes for our zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  title?: string;
  example?: unknown;
  examples?: unknown[];
};

/** Keywords that change which values are valid and that the arbitraries below understand. */
const SUPPORTED = new Set<string>([
  'type',
  'nullable',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'allOf',
  'anyOf',
  'oneOf',
  // annotations
  'default',
  'description',
  'title',
  'example',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
]);
const FORMATS = new Set(['uuid', 'email', 'date', 'date-time', 'uri', 'url']);

/** A schema the fuzzer cannot derive inputs from: the operation would go unfuzzed, so the suite fails. */
export class UnsupportedSchemaError extends Error {}

/** Throws UnsupportedSchemaError for any keyword or format the arbitraries do not understand. */
export function assertSupported(schema: JsonSchema, where: string): void {
  for (const key of Object.keys(schema)) {
    if (!SUPPORTED.has(key)) throw new UnsupportedSchemaError(`${where}: keyword "${key}"`);
  }
  if (schema.format && !FORMATS.has(schema.format)) {
    throw new UnsupportedSchemaError(`${where}: format "${schema.format}"`);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) assertSupported(child, `${where}.${name}`);
  if (schema.items) assertSupported(schema.items, `${where}[]`);
  if (typeof schema.additionalProperties === 'object') assertSupported(schema.additionalProperties, `${where}{}`);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    schema[key]?.forEach((child, i) => assertSupported(child, `${where}.${key}[${i}]`));
  }
}

/**
 * A value the app has seen (an id from a response, a seeded token, the demo password), picked when
 * the request is built: the pool grows while the fuzz runs, so generated inputs can name real rows.
 * `fallback` is used while the pool has nothing under `key`.
 */
export class Known {
  constructor(
    readonly key: string,
    readonly index: number,
    readonly fallback: unknown,
  ) {}
}

/** The names under which a field's known values are kept: `candidateId` → candidateid and id. */
export function knownKeys(name: string, schema: JsonSchema): string[] {
  const key = name.toLowerCase();
  const keys = [key];
  if (schema.format === 'uuid' || key === 'id' || key.endsWith('id')) keys.push('id');
  if (schema.format === 'email' || key.includes('email')) keys.push('email');
  if (key === 'cursor') keys.push('nextcursor');
  return [...new Set(keys)];
}

const known = (name: string, schema: JsonSchema, fallback: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(fc.constantFrom(...knownKeys(name, schema)), fc.nat(), fallback)
    .map(([key, index, value]) => new Known(key, index, value));

const types = (schema: JsonSchema): string[] => {
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
};

/** Pads or cuts a string to the schema's length bounds (cutting may split a surrogate pair: fine here). */
const fit = (value: string, schema: JsonSchema): string => {
  let text = value;
  const min = schema.minLength ?? 0;
  if (text.length < min) text = text + 'a'.repeat(min - text.length);
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
};

const anchored = (pattern: string) => pattern.startsWith('^') && pattern.endsWith('$');

/** A string with at least one match of each unanchored pattern, within the length bounds. */
function patternString(schema: JsonSchema, patterns: string[]): fc.Arbitrary<string> {
  const full = patterns.find(anchored);
  if (full) return fc.stringMatching(new RegExp(full));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  return fc
    .tuple(
      fc.string({ maxLength: Math.max(min, 12) }),
      ...patterns.map((pattern) => fc.stringMatching(new RegExp(`^(?:${pattern})$`))),
    )
    .map(([head, ...matches]) => {
      const tail = matches.join('');
      const text = head.slice(0, Math.max(0, max - tail.length)) + tail;
      return text.length < min ? 'a'.repeat(min - text.length) + text : text;
    });
}

const words = (min: number, max: number) =>
  fc.array(fc.constantFrom(...LOREM), { minLength: min, maxLength: max }).map((list) => list.join(' '));
const LOREM = [
  'Pflege',
  'Ausbildung',
  'team',
  'Berlin',
  'work',
  'Küche',
  'learning',
  'patients',
  'care',
  'daily',
  'motivated',
  'Straße',
];
const NAMES = [
  'Amina Berger',
  'Jonas Müller',
  'Nguyễn Văn An',
  'Olga-Marie O’Neil',
  'Mehmet Yılmaz',
  'प्रिया शर्मा',
  'Zoë Schmidt',
];
const isoDate = (from: string, to: string) =>
  fc.date({ min: new Date(from), max: new Date(to), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/**
 * Values a person would type into a field of this name: the JSON Schema says little more than
 * "string" for fields whose zod schema checks a name, a date or a link, so the field's name tells.
 */
function realisticString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const key = name.toLowerCase();
  if (schema.format === 'email' || key.includes('email')) {
    return fc
      .tuple(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat(99_999), fc.constantFrom('example.org', 'muster-gmbh.de'))
      .map(([local, n, domain]) => `${local}.${n}@${domain}`);
  }
  if (key.includes('password')) return fc.stringMatching(/^[A-Z][a-z]{5,9}[0-9]{2}[A-Z][a-z]{3}$/);
  if (/name|person/.test(key)) {
    return fc.oneof(fc.constantFrom(...NAMES), fc.stringMatching(/^[A-Z][a-z]{2,9} [A-Z][a-z]{2,9}$/));
  }
  if (key.includes('phone')) return fc.stringMatching(/^\+49 [1-9][0-9]{2} [0-9]{6,8}$/);
  if (key === 'country') return fc.constantFrom('DE', 'MA', 'IN', 'VN', 'TR', 'UA');
  if (/birth/.test(key)) return isoDate('1970-01-01', '2007-01-01');
  if (/date|from|^to$|startto/.test(key) || schema.format === 'date') return isoDate('2026-01-01', '2030-12-31');
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (key === 'end') return fc.constantFrom('12.2099', '01.2098');
  if (schema.format === 'uri' || schema.format === 'url' || /url|link|website|github|linkedin|portfolio/.test(key)) {
    return fc.stringMatching(/^[a-z]{3,12}$/).map((path) => `https://example.org/${path}`);
  }
  const min = Math.max(schema.minLength ?? 0, /title/.test(key) ? 3 : /description/.test(key) ? 20 : 0);
  return words(Math.max(1, Math.ceil(min / 5)), Math.max(2, Math.ceil(min / 5) + 4)).map((text) =>
    fit(text.length < min ? text + ' Ausbildung'.repeat(Math.ceil((min - text.length) / 11)) : text, schema),
  );
}

function validString(schema: JsonSchema, mode: Mode, name: string): fc.Arbitrary<unknown> {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => typeof p === 'string',
  );
  const key = name.toLowerCase();
  const preferKnown = schema.format === 'uuid' || /(^|[a-z])id$|token|slug|cursor|password/.test(key);
  let realistic: fc.Arbitrary<string>;
  if (schema.format === 'uuid') realistic = fc.uuid();
  else if (patterns.length > 0 && !key.includes('password')) realistic = patternString(schema, patterns);
  else realistic = realisticString(schema, name);
  const fromPool = known(name, schema, realistic);
  const likely = fc.oneof(
    { weight: preferKnown ? 6 : 2, arbitrary: fromPool },
    { weight: preferKnown ? 1 : 6, arbitrary: realistic },
  );
  if (mode === 'realistic') return likely;
  return fc.oneof(
    { weight: 6, arbitrary: likely },
    {
      weight: 2,
      arbitrary: fc
        .string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) })
        .map((s) => fit(s, schema)),
    },
    { weight: 3, arbitrary: anyText().map((s) => fit(s, schema)) },
  );
}

function numberBounds(schema: JsonSchema, integer: boolean) {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 1e-9);
  else if (schema.exclusiveMinimum === true) min += integer ? 1 : 1e-9;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 1e-9);
  else if (schema.exclusiveMaximum === true) max -= integer ? 1 : 1e-9;
  return { min, max };
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const { min, max } = numberBounds(schema, integer);
  const value = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

/** realistic: what a person would send; valid: conforms to the schema, text may be anything; mixed: partly invalid. */
type Mode = 'realistic' | 'valid' | 'mixed';

/**
 * Values for `schema`. `valid` values conform to the schema (text fields may still carry nasty
 * strings, which the schema allows); `mixed` values are mostly valid with invalid parts anywhere:
 * wrong types, missing and extra fields, out-of-range numbers, over-long strings.
 */
export function schemaArbitrary(schema: JsonSchema, mode: Mode, name = ''): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, mode, name);
  if (mode !== 'mixed') return valid;
  return fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: invalidArbitrary(schema, name) });
}

function validArbitrary(schema: JsonSchema, mode: Mode, name: string): fc.Arbitrary<unknown> {
  const base = nonNullArbitrary(schema, mode, name);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function nonNullArbitrary(schema: JsonSchema, mode: Mode, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => schemaArbitrary(s, mode, name)));
  const [type] = types(schema);
  switch (type) {
    case 'string':
      return validString(schema, mode, name);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? schemaArbitrary(schema.items, mode, name) : anyJson();
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 6, mode === 'realistic' ? 3 : 6));
      if (mode === 'realistic') return fc.array(items, { minLength, maxLength });
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(items, { minLength, maxLength }) },
        // The most the schema allows.
        {
          weight: 1,
          arbitrary: fc.array(items, {
            minLength: schema.maxItems ?? maxLength,
            maxLength: schema.maxItems ?? maxLength,
          }),
        },
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, schemaArbitrary(child, mode, key)]),
      );
      return fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
    }
    case undefined:
      return anyJson();
    default:
      throw new UnsupportedSchemaError(`type "${String(type)}"`);
  }
}

/** Values this schema refuses: another type, out of bounds, not in the enum, missing or extra fields. */
export function invalidArbitrary(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const [type] = types(schema);
  const options: fc.Arbitrary<unknown>[] = [anyJson()];
  if (schema.enum) {
    options.push(
      fc.constantFrom(...schema.enum.map((v) => String(v).toUpperCase()), ...schema.enum.map((v) => ` ${String(v)}`)),
      anyText(),
    );
  }
  if (type === 'string') {
    const max = schema.maxLength ?? 1000;
    options.push(
      fc.integer({ min: max + 1, max: max + 2000 }).map((n) => 'x'.repeat(n)),
      fc.constantFrom(...NASTY_STRINGS),
      fc.integer(),
      fc.constant(['a']),
    );
    if (schema.minLength) options.push(fc.constant(''), fc.constant(' '.repeat(schema.minLength)));
  }
  if (type === 'integer' || type === 'number') {
    const { min, max } = numberBounds(schema, type === 'integer');
    options.push(
      fc.constantFrom(min - 1, max + 1, 1e308, -1e308, 0.5, -0.000001, Number.MAX_SAFE_INTEGER + 2),
      validNumber(schema, type === 'integer').map(String),
      fc.constantFrom('1e3', ' 12', '12abc', '0x10', 'NaN', '', true),
    );
  }
  if (type === 'boolean') options.push(fc.constantFrom('true', 'false', 0, 1, 'yes', ''));
  if (type === 'array') {
    const items = schema.items ? validArbitrary(schema.items, 'valid', name) : anyJson();
    options.push(
      fc.array(items, { minLength: (schema.maxItems ?? 50) + 1, maxLength: (schema.maxItems ?? 50) + 3 }),
      schema.items ? fc.array(invalidArbitrary(schema.items, name), { minLength: 1, maxLength: 3 }) : anyJson(),
      fc.constant({ 0: 'a', length: 1 }),
    );
  }
  if (type === 'object') {
    const valid = validArbitrary(schema, 'valid', name) as fc.Arbitrary<Record<string, unknown>>;
    const required = schema.required ?? [];
    if (required.length > 0) {
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, drop]) => {
          const copy = { ...value };
          delete copy[drop];
          return copy;
        }),
      );
    }
    options.push(
      fc
        .tuple(
          valid,
          fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('id', 'role', 'userId', 'isAdmin')), anyJson(), {
            minKeys: 1,
            maxKeys: 3,
          }),
        )
        .map(([value, extra]) => ({ ...extra, ...value, ...extra })),
      fc.constant([]),
      fc.constant('{}'),
    );
  }
  return fc.oneof(...options);
}
