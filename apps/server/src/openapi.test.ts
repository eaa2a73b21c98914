import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

/** A JSON schema that says nothing of the value (what `z.any()` becomes). */
const untyped = (schema: Schema | undefined) =>
  !schema || !['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'properties', 'enum', 'const'].some((key) => key in schema);

/**
 * The operationId a path gives (`GET /api/listings/:id` → `getListingsById`): what the document
 * carried before each route named its use case, and what an operationId must not be.
 */
const pathDerived = (name: string) => {
  const [method, path] = name.split(' ') as [string, string];
  return [
    method.toLowerCase(),
    ...path
      .replace(/^\/api\//, '/')
      .split(/[/.\-_]+/)
      .filter(Boolean)
      .flatMap((part) => (/^\{.+\}$/.test(part) ? ['by', part.slice(1, -1)] : [part])),
  ]
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
};

let t: TestApp;
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The OpenAPI document (`/api/docs/json`) is one tools can use (issue 34.5 and 34.6; `npm run lint:openapi`). */
describe('OpenAPI document', () => {
  it('types every error answer with the one error shape: no untyped 4xx or 5xx', () => {
    expect(operations.length).toBeGreaterThan(200);
    const found = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => Object.values(response.content ?? { none: {} }).some((c) => untyped(c.schema)))
        .map(([status]) => `${name} ${status}`),
    );
    expect(found).toEqual([]);
  });

  it('gives each operation a unique operationId named after its use case (not its path), a summary and its security from the access declaration', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(operations.filter(({ operation }) => !operation.summary).map(({ name }) => name)).toEqual([]);
    const security = (name: string) => operations.find((o) => o.name === name)!.operation.security;
    expect(security('GET /api/listings')).toEqual([]);
    expect(operations.filter(({ name, operation }) => operation.operationId === pathDerived(name))).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
    const id = (name: string) => operations.find((o) => o.name === name)!.operation.operationId;
    expect(pathDerived('GET /api/listings/{id}')).toBe('getListingsById');
    expect(id('GET /api/listings')).toBe('searchListings');
    expect(id('POST /api/listings/{id}/applications')).toBe('applyToListing');
    expect(id('POST /api/conversations/{id}/messages')).toBe('sendMessage');
    expect(security('GET /api/me')).toEqual([{ session: [] }]);
    expect(security('GET /api/admin/users')).toEqual([{ session: [] }]);
    expect(operations.filter(({ operation }) => !operation.security).map(({ name }) => name)).toEqual([]);
  });
});
