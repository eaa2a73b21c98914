import { assertSupported, type JsonSchema } from './json-schema-arbitrary';

export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const METHODS = ['GET', 'HEAD', 'OPTIONS', ...BODY_METHODS];

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

/** One operation to fuzz: an operation of the OpenAPI document, or a route the document leaves out. */
export type Operation = {
  /** `POST /api/listings/{id}/applications` */
  id: string;
  method: string;
  /** The path template in OpenAPI form (`{id}`). */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the document names one. */
  body?: { schema: JsonSchema; required: boolean };
  inDocument: boolean;
  /** The route opts out of the CSRF check (`config: { csrf: false }`: Stripe's signed webhook). */
  csrfExempt: boolean;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

/** `/api/listings/:id` → `/api/listings/{id}`; a wildcard `*` becomes the parameter `{*}`. */
export const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * Every operation of the document, plus the registered routes it leaves out (robots.txt, the
 * development outbox), except `exempt` ones. Throws when an operation's schemas use something the
 * arbitraries cannot generate, so such an operation fails the suite instead of going unfuzzed.
 */
export function operationsOf(
  document: OpenApiDocument,
  routeTable: { method: string; url: string; csrfExempt?: boolean }[],
  exempt: RegExp[],
): Operation[] {
  const operations: Operation[] = [];
  const csrfExempt = new Set(routeTable.filter((r) => r.csrfExempt).map((r) => `${r.method} ${toOpenApiPath(r.url)}`));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [lower, operation] of Object.entries(item)) {
      const method = lower.toUpperCase();
      if (!METHODS.includes(method)) throw new Error(`${method} ${path}: method the fuzz cannot send`);
      const id = `${method} ${path}`;
      const parameters = (operation.parameters ?? []).map((p) => {
        const schema = p.schema ?? {};
        assertSupported(schema, `${id} ${p.in} ${p.name}`);
        return { in: p.in, name: p.name, schema, required: p.required ?? p.in === 'path' };
      });
      const unknownPlace = parameters.find((p) => !['path', 'query', 'header', 'cookie'].includes(p.in));
      if (unknownPlace) throw new Error(`${id}: parameter in "${unknownPlace.in}"`);
      const content = operation.requestBody?.content ?? {};
      const types = Object.keys(content);
      const other = types.filter((type) => type !== 'application/json');
      if (other.length > 0) throw new Error(`${id}: request body of type ${other.join(', ')}`);
      const bodySchema = content['application/json']?.schema;
      if (bodySchema) assertSupported(bodySchema, `${id} body`);
      operations.push({
        id,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: bodySchema ? { schema: bodySchema, required: operation.requestBody?.required ?? false } : undefined,
        inDocument: true,
        csrfExempt: csrfExempt.has(id),
      });
    }
  }
  const known = new Set(operations.map((o) => o.id));
  for (const route of routeTable) {
    if (exempt.some((re) => re.test(route.url))) continue;
    const path = toOpenApiPath(route.url);
    const id = `${route.method} ${path}`;
    if (known.has(id)) continue;
    known.add(id);
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    operations.push({
      id,
      method: route.method,
      path,
      pathParams: names.map((name) => ({ name, schema: { type: 'string' }, required: true })),
      queryParams: [],
      inDocument: false,
      csrfExempt: route.csrfExempt ?? false,
    });
  }
  return operations;
}
