import { build } from 'vite';
import { writeFileSync } from 'node:fs';
process.env.NODE_ENV = 'production';
const out = {}; const graph = {};
const short = (id) => id.replace(/.*node_modules\//, 'nm/').replace(/.*apps\/web\//, '').replace(/.*packages\//,'pkg/');
await build({ root: process.cwd(), logLevel: 'error',
  plugins: [{ name: 'analyze', generateBundle(_o, bundle) {
    for (const id of this.getModuleIds()) { const i = this.getModuleInfo(id); graph[short(id)] = { importers: (i.importers||[]).map(short), dyn: (i.dynamicImporters||[]).map(short) }; }
    for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk') out[f] = { name: c.name, imports: c.imports, modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [short(id), m.renderedLength])) };
  } }],
  build: { outDir: '/tmp/phone-dist', emptyOutDir: true } });
writeFileSync('/tmp/phone-chunks.json', JSON.stringify(out, null, 1));
writeFileSync('/tmp/phone-graph.json', JSON.stringify(graph, null, 1));
