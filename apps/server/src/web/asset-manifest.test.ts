// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS } from './asset-manifest';

const router = readFileSync(new URL('../../../web/src/app/router.tsx', import.meta.url), 'utf8');

describe('PAGE_CHUNKS', () => {
  it('names, for each public page it lists, the module and the namespaces the router loads for it', () => {
    // `lazyPage(locale, () => import('./routes/x-page')…, ['ns', …])` → module and namespaces (a
    // layout's lazyPage is followed by its children).
    const routes = new Map(
      [...router.matchAll(/import\('\.\/routes\/([\w-]+)'\)[^[]*?(?:\[([^\]]*)\],?)?\s*\),?\s*(?:\}|children:)/g)].map(
        ([, module, namespaceList]) => [
          `src/app/routes/${module}.tsx`,
          [...(namespaceList ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]).sort(),
        ],
      ),
    );
    // Every lazily imported route module was parsed (a module may serve several routes, e.g. new and edit).
    expect(routes.size).toBe(new Set(router.match(/import\('\.\/routes\/[\w-]+'\)/g)).size);
    expect(PAGE_CHUNKS.length).toBeGreaterThanOrEqual(7);
    for (const page of PAGE_CHUNKS) {
      if (page.parent) {
        // The layout's own lazyPage (its index child imports the same module without namespaces).
        const layout = router.match(
          /import\('\.\/routes\/employer-layout'\)\.then\(\(module\) => module\.EmployerLayout\), \[([^\]]*)\]/,
        );
        expect([...page.parent.namespaces].sort()).toEqual(
          [...(layout?.[1] ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]).sort(),
        );
      }
      for (const module of page.modules) {
        expect(routes.has(module), module).toBe(true);
        expect([...page.namespaces].sort(), module).toEqual(routes.get(module));
      }
    }
  });
});
