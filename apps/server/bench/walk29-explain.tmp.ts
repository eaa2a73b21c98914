import { CandidateSearchQuerySchema } from '@azubi/shared/candidates/candidate-search';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { connectDatabase } from '../src/db/client';
import { searchCandidateRows, searchCandidatesQuery, wordStems, FIT_WINDOW } from '../src/features/candidates/search-candidates';
import { searchWords } from '../src/features/listings/search-listings';

const url = process.argv[2]!;
const shapes = process.argv.slice(3);
const database = await connectDatabase({ kind: 'postgres', url });
const client = new pg.Client({ connectionString: url });
await client.connect();
const dialect = new PgDialect();
for (const q of shapes) {
  const filters = CandidateSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  const stems = await wordStems(database.db, searchWords(filters.q));
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const { rows } = await database.db.transaction((tx) => searchCandidateRows(tx, filters, new Date(), undefined, stems));
    times.push(performance.now() - t0);
    n = rows.length;
  }
  times.sort((a, b) => a - b);
  console.log(`\n### ?${q}  rows ${n}  median ${times[3]!.toFixed(1)} ms  min ${times[0]!.toFixed(1)} ms`);
  if (process.env.PLANS) for (const plan of ['walk', 'narrow'] as const) {
    const size = filters.sort === 'fit' ? FIT_WINDOW : filters.limit + 1;
    const st = dialect.sqlToQuery(searchCandidatesQuery(filters, new Date(), undefined, stems, plan, { size }));
    if (plan === 'narrow') await client.query('begin; set local enable_indexonlyscan = off; set local enable_indexscan = off');
    const { rows } = await client.query(`explain (analyze, costs off) ${st.sql}`, st.params as unknown[]);
    if (plan === 'narrow') await client.query('commit');
    console.log(`-- ${plan}\n` + rows.map((r) => '  ' + r['QUERY PLAN']).join('\n'));
  }
}
await client.end();
await database.close();
