import fc from 'fast-check';
import * as media from '../testing/fixtures/media';
import { invalidArbitrary, Known, schemaArbitrary, type JsonSchema } from './json-schema-arbitrary';
import { anyJson, anyText, RAW_URL_JUNK } from './nasty-values';
import { BODY_METHODS, type Operation } from './operations';

/** A path parameter: a value to percent-encode, or raw text put into the path as it is. */
export type ParamSpec = { kind: 'value'; value: unknown } | { kind: 'raw'; text: string };
export type QuerySpec = { pairs: [string, unknown][]; raw: string[] };
export type MultipartPart = { field: string; filename?: string; contentType?: string; bytes: Uint8Array };
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; contentType?: string; payload: string | Uint8Array }
  | {
      kind: 'multipart';
      parts: MultipartPart[];
      boundary: string;
      /** The boundary named in the content type: the real one, another one, or none at all. */
      header: 'same' | 'other' | 'missing';
      closing: boolean;
      /** Cuts the body after this fraction of its bytes (a connection that dropped mid-upload). */
      cut: number | null;
    };
export type CsrfSpec = 'valid' | 'none' | 'garbage';

/** One generated request, before known values are picked and the session is added. */
export type RequestSpec = {
  params: Record<string, ParamSpec>;
  /** Percent-encodes some letters of the path (`/%61pi/...`), which the router decodes: the same route. */
  spelling: number | null;
  query: QuerySpec;
  headers: Record<string, string>;
  body: BodySpec;
  csrf: CsrfSpec;
  ip: string;
};

// Upload contents: real files of the allowed types, types that are refused, and random bytes.
const FILES: Uint8Array[] = [
  media.png(),
  media.png(64, 64),
  media.jpegHeader(),
  media.webpHeader(),
  media.gifHeader(),
  media.pdf(),
  media.webmOpus(35),
  media.oggOpus(35),
  media.webmOpus(2),
  Buffer.from('%PDF-1.4\n%broken'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.from('\u0000\u0000\u0000'),
];
const REALISTIC_FILES: [string, string, Uint8Array][] = [
  ['photo.png', 'image/png', media.png(64, 64)],
  ['zeugnis.pdf', 'application/pdf', media.pdf()],
  ['intro.webm', 'audio/webm', media.webmOpus(35)],
  ['intro.ogg', 'audio/ogg', media.oggOpus(35)],
];

/** A well-formed upload of one real file (which of them turns with `n`), as a browser sends it. */
export function realisticUpload(n: number): Extract<BodySpec, { kind: 'multipart' }> {
  const [filename, contentType, bytes] = REALISTIC_FILES[n % REALISTIC_FILES.length]!;
  return {
    kind: 'multipart',
    parts: [{ field: 'file', filename, contentType, bytes }],
    boundary: '----fuzzboundary7MA4YWxkTrZu0gW',
    header: 'same',
    closing: true,
    cut: null,
  };
}

/** Just over the 5 MB upload limit (made once, shared by every run that picks it). */
const OVERSIZED = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);

const fileBytes = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FILES) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 6000 }) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
  { weight: 1, arbitrary: fc.constantFrom(OVERSIZED) },
  { weight: 1, arbitrary: fc.constantFrom(...FILES).map((bytes) => bytes.subarray(0, Math.ceil(bytes.length / 3))) },
);

const filename = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('photo.png', 'cv.pdf', 'intro.webm', 'scan.jpg', 'file') },
  { weight: 3, arbitrary: anyText() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '../../etc/passwd',
      'a\u202egnp.exe',
      'x\u0000.png',
      '"quoted".pdf',
      'a;b=c.png',
      '.',
      '',
    ),
  },
);

const multipartPart: fc.Arbitrary<MultipartPart> = fc.record(
  {
    field: fc.oneof({ weight: 5, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: anyText() }),
    filename,
    contentType: fc.constantFrom(
      'image/png',
      'application/pdf',
      'audio/webm',
      'application/octet-stream',
      'text/plain',
      '',
    ),
    bytes: fileBytes,
  },
  { requiredKeys: ['field', 'bytes'] },
);

export const multipartBody: fc.Arbitrary<BodySpec> = fc.record({
  kind: fc.constant('multipart' as const),
  parts: fc.oneof(
    { weight: 6, arbitrary: multipartPart.map((part) => [part]) },
    { weight: 1, arbitrary: fc.array(multipartPart, { minLength: 0, maxLength: 3 }) },
  ),
  boundary: fc.oneof(
    { weight: 5, arbitrary: fc.constant('----fuzzboundary7MA4YWxkTrZu0gW') },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9'()+_,\-./:=? ]{1,70}$/) },
  ),
  header: fc.oneof(
    { weight: 8, arbitrary: fc.constant('same' as const) },
    { weight: 1, arbitrary: fc.constantFrom('other' as const, 'missing' as const) },
  ),
  closing: fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  cut: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  ),
});

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data',
  'application/octet-stream',
  'application/json;;;',
  'Application/JSON',
];

/** Bodies no schema describes: broken JSON, bytes that are not UTF-8, other types, too much. */
/** JSON bodies that are broken, of the wrong shape, hostile or too big. */
const JUNK_JSON = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  '{"a":"' + 'x'.repeat(1024 * 1024) + '"}',
];
const NOT_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]);

/**
 * Bodies every operation that takes one gets once per run (`npm test` included): each broken JSON
 * body, bytes that are not UTF-8, and an upload cut in half, without a boundary, without its end.
 */
export const FIXED_JUNK_BODIES: BodySpec[] = [
  ...JUNK_JSON.map((payload) => ({ kind: 'raw' as const, contentType: 'application/json', payload })),
  { kind: 'raw', contentType: 'application/json', payload: NOT_UTF8 },
  { kind: 'raw', contentType: 'text/plain', payload: 'hello' },
  { ...realisticUpload(0), cut: 0.5 },
  { ...realisticUpload(1), header: 'missing' },
  { ...realisticUpload(2), closing: false },
];

/** Bodies no schema describes: broken JSON, bytes that are not UTF-8, other types, too much. */
export const junkBody: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constant('application/json'),
    payload: fc.oneof(
      fc.constantFrom(...JUNK_JSON),
      fc.string(),
      fc.uint8Array({ maxLength: 200 }),
      fc.constant(NOT_UTF8),
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
    payload: fc.oneof(fc.string(), fc.constant('a=1&b=%zz'), fc.uint8Array({ maxLength: 200 })),
  }),
);

const ACCEPT_LANGUAGE = ['de', 'en', 'de-DE,de;q=0.9,en;q=0.8', 'fr', '*', ';q=', 'x'.repeat(500)];
const RANGE = [
  'bytes=0-0',
  'bytes=0-',
  'bytes=-1',
  'bytes=5-2',
  'bytes=abc',
  'bytes=0-1,2-3',
  'bytes=99999999999999999999-',
  'items=0-1',
];

const headers = (method: string): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    {
      'accept-language': fc.constantFrom(...ACCEPT_LANGUAGE),
      ...(method === 'GET' ? { range: fc.constantFrom(...RANGE) } : {}),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.constantFrom('unknown', '1.1.1.1, 2.2.2.2', '::1', '')),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/pdf', 'image/*'),
      'if-none-match': fc.constantFrom('*', '"x"', 'W/"abc"'),
    },
    { requiredKeys: [] },
  );

const paramArbitrary = (name: string, schema: JsonSchema): fc.Arbitrary<ParamSpec> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: schemaArbitrary(schema, 'realistic', name).map((value) => ({ kind: 'value' as const, value })),
    },
    {
      weight: 2,
      arbitrary: schemaArbitrary(schema, 'valid', name).map((value) => ({ kind: 'value' as const, value })),
    },
    { weight: 2, arbitrary: invalidArbitrary(schema, name).map((value) => ({ kind: 'value' as const, value })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_JUNK).map((text) => ({ kind: 'raw' as const, text })) },
  );

function queryArbitrary(operation: Operation): fc.Arbitrary<QuerySpec> {
  const present = (required: boolean) =>
    required
      ? fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })
      : fc.boolean();
  const pairs = fc
    .tuple(
      ...operation.queryParams.map((p) =>
        fc
          .tuple(
            present(p.required),
            fc.oneof(schemaArbitrary(p.schema, 'realistic', p.name), schemaArbitrary(p.schema, 'mixed', p.name)),
          )
          .map(([on, value]) => (on ? ([[p.name, value]] as [string, unknown][]) : [])),
      ),
    )
    .map((lists) => lists.flat());
  const names = operation.queryParams.map((p) => p.name);
  const raw = fc.oneof(
    fc.constantFrom(...RAW_URL_JUNK).map((junk) => `${names[0] ?? 'q'}=${junk}`),
    fc.constantFrom('a=%zz', '%=1', '=', '&&', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a[]=1&a[]=2', '?'),
    ...(names.length > 0
      ? [
          fc.constantFrom(...names).map((name) => `${name}=1&${name}=2`),
          fc.constantFrom(...names).map((name) => `${name}[a]=1`),
        ]
      : []),
  );
  return fc.record({
    pairs,
    raw: fc.oneof(
      { weight: 4, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.array(raw, { minLength: 1, maxLength: 3 }) },
    ),
  });
}

function bodyArbitrary(operation: Operation): fc.Arbitrary<BodySpec> {
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.record({
      kind: fc.constant('json' as const),
      value,
      contentType: fc.oneof(
        { weight: 9, arbitrary: fc.constant('application/json') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('application/json; charset=utf-8', 'application/vnd.api+json', 'text/json'),
        },
      ),
    });
  const none = fc.constant({ kind: 'none' as const });
  if (operation.body) {
    const { schema } = operation.body;
    return fc.oneof(
      { weight: 5, arbitrary: json(schemaArbitrary(schema, 'mixed')) },
      { weight: 3, arbitrary: json(schemaArbitrary(schema, 'valid')) },
      { weight: 4, arbitrary: json(schemaArbitrary(schema, 'realistic')) },
      { weight: 1, arbitrary: json(invalidArbitrary(schema)) },
      { weight: 1, arbitrary: junkBody },
      { weight: 1, arbitrary: multipartBody },
      { weight: 1, arbitrary: none },
    );
  }
  if (BODY_METHODS.includes(operation.method)) {
    // The document names no body: an upload route (multipart) or an action without input.
    return fc.oneof(
      { weight: 4, arbitrary: none },
      { weight: 5, arbitrary: multipartBody },
      { weight: 1, arbitrary: json(anyJson()) },
      { weight: 1, arbitrary: junkBody },
    );
  }
  return none;
}

/** Requests for one operation: parameters, query, headers and body from its schemas, valid and not. */
export function requestArbitrary(operation: Operation): fc.Arbitrary<RequestSpec> {
  return fc.record({
    params: fc.record(Object.fromEntries(operation.pathParams.map((p) => [p.name, paramArbitrary(p.name, p.schema)]))),
    spelling: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
    query: queryArbitrary(operation),
    headers: headers(operation.method),
    body: bodyArbitrary(operation),
    csrf: fc.oneof(
      { weight: 30, arbitrary: fc.constant('valid' as const) },
      { weight: 1, arbitrary: fc.constantFrom('none' as const, 'garbage' as const) },
    ),
    ip: fc.oneof(fc.ipV4(), fc.ipV6()),
  });
}

/** Picks a value for a Known marker: from the pool, or its fallback while the pool has none. */
export type Picker = (marker: Known) => unknown;

export function resolveKnown(value: unknown, pick: Picker): unknown {
  if (value instanceof Known) return pick(value);
  if (Array.isArray(value)) return value.map((item) => resolveKnown(item, pick));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveKnown(v, pick)]));
  }
  return value;
}

const utf8Hex = (bytes: number[]) => bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of an error. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += utf8Hex([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]);
    }
  }
  return out;
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** Percent-encodes some letters and digits of a path; the router decodes them to the same route. */
export function spellPath(path: string, seed: number): string {
  let n = 0;
  // Escapes already in the path (%C3) stay as they are.
  return path.replace(/%[0-9A-Fa-f]{2}|[A-Za-z0-9]/g, (match) =>
    match.length === 1 && (seed + n++ * 7) % 5 === 0 ? `%${match.charCodeAt(0).toString(16).toUpperCase()}` : match,
  );
}

/** The URL of a spec: parameters filled in (known values picked), query appended. */
export function buildUrl(operation: Operation, spec: RequestSpec, pick: Picker): string {
  let path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = spec.params[name];
    if (!param) return '';
    if (param.kind === 'raw') return param.text;
    return encodeLoosely(asText(resolveKnown(param.value, pick)));
  });
  if (spec.spelling !== null) path = spellPath(path, spec.spelling);
  const query: string[] = [];
  for (const [name, value] of spec.query.pairs) {
    const resolved = resolveKnown(value, pick);
    for (const item of Array.isArray(resolved) ? resolved : [resolved]) {
      query.push(`${encodeLoosely(name)}=${encodeLoosely(asText(item))}`);
    }
  }
  query.push(...spec.query.raw);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The payload and content type of a body spec. */
export function buildBody(body: BodySpec, pick: Picker): { payload?: string | Buffer; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: JSON.stringify(resolveKnown(body.value, pick)) ?? 'null', contentType: body.contentType };
    case 'raw':
      return {
        payload: typeof body.payload === 'string' ? body.payload : Buffer.from(body.payload),
        contentType: body.contentType,
      };
    case 'multipart': {
      const chunks: Buffer[] = [];
      for (const part of body.parts) {
        const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
        chunks.push(
          Buffer.from(
            `--${body.boundary}\r\nContent-Disposition: form-data; name="${part.field}"${disposition}\r\n` +
              (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
              '\r\n',
          ),
          Buffer.from(part.bytes),
          Buffer.from('\r\n'),
        );
      }
      if (body.closing) chunks.push(Buffer.from(`--${body.boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (body.cut !== null) payload = payload.subarray(0, Math.floor(payload.length * body.cut));
      const contentType =
        body.header === 'missing'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${body.header === 'same' ? body.boundary : 'not-the-boundary'}`;
      return { payload, contentType };
    }
  }
}
