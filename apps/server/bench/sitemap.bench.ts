/**
 * npm run bench:sitemap — the listing sitemaps at scale, on a real PostgreSQL server (ADR 0027).
 *
 * Creates a fresh database at DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * fills it with `--size` listings (default 1,000,000; over a year, 10 % without a start date, 5 %
 * closed), starts the real server on a free port and reads, over HTTP as a crawler does, the
 * sitemap index and then every listing sitemap it names, streaming each body. It prints the time of
 * the index and of each sitemap, the addresses counted, and the server process's memory (peak RSS
 * and heap, sampled every 20 ms) against its level before the first sitemap: the sitemaps stream
 * from the index in batches, so memory must not grow with the number of listings. Then the first
 * and a deep page of the partners' feed. The database is dropped afterwards (`-- --keep` keeps it).
 * Search words and browse facets are not filled (their triggers are off during the fill): the
 * sitemaps and the feed read neither.
 */
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function fill(client: pg.Client) {
  const companies = Math.max(2000, Math.round(size / 50));
  await client.query(`
    insert into companies (name, slug, industry, location, verification_status, website)
    select 'Betrieb ' || i || ' GmbH', 'bench-company-' || i, 'Industry', 'Germany', 'verified', 'https://example.org'
    from generate_series(1, ${companies}) i`);
  await client.query('alter table listings disable trigger user');
  await client.query(`
    with c as (select array_agg(id order by slug) ids from companies)
    insert into listings (company_id, title, description, program_type, category, german_level_required, location,
                          start_date, is_active, closed_at, created_at, updated_at)
    select c.ids[1 + (i % ${companies})], 'Ausbildung Beruf ' || i || ' (m/w/d)', 'Eine Ausbildung mit Zukunft, Nummer ' || i,
      'ausbildung', 'other', 'B1', 'Berlin',
      case when i % 10 = 0 then null else current_date + 1 + (i % 400) end,
      i % 20 <> 0, case when i % 20 = 0 then now() - interval '40 days' end,
      now() - ((${size} - i)::float8 / ${size}) * interval '365 days',
      now() - ((${size} - i)::float8 / ${size}) * interval '300 days'
    from generate_series(1, ${size}) i, c`);
  await client.query('alter table listings enable trigger user');
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

async function main() {
  const name = `azubi_bench_sitemap_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ kind: 'postgres', url: url.toString() });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await runMigrations(database);
    await client.connect();
    let started = performance.now();
    await fill(client);
    console.log(
      `${size.toLocaleString('en')} listings filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
      API_RATE_LIMIT: '100000000',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    globalThis.gc?.();
    const before = process.memoryUsage();
    let peak = { rss: before.rss, heapUsed: before.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
    }, 20);

    started = performance.now();
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const indexMs = performance.now() - started;
    const sitemaps = [...index.matchAll(/<loc>(.*?)<\/loc>/g)]
      .map((match) => match[1]!.replace('http://localhost', base).replaceAll('&amp;', '&'))
      .filter((loc) => loc.includes('/sitemaps/listings.xml'));
    console.log(`index: ${sitemaps.length} listing sitemaps in ${indexMs.toFixed(0)} ms`);

    let urls = 0;
    let bytes = 0;
    const times: number[] = [];
    // The heap after a full collection once each sitemap is read: flat if nothing is kept between them.
    const settled: number[] = [];
    const all = performance.now();
    for (const sitemap of sitemaps) {
      const one = performance.now();
      const response = await fetch(sitemap);
      const decoder = new TextDecoder();
      let tail = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        const text = tail + decoder.decode(chunk, { stream: true });
        urls += text.split('<url>').length - 1;
        tail = text.slice(-8);
        if (tail.includes('<url>')) tail = '';
      }
      times.push(performance.now() - one);
      globalThis.gc?.();
      settled.push(process.memoryUsage().heapUsed);
    }
    const total = performance.now() - all;
    clearInterval(sampler);
    times.sort((a, b) => a - b);
    console.log(
      `listing sitemaps: ${urls.toLocaleString('en')} addresses, ${mb(bytes)} in ${(total / 1000).toFixed(1)} s; ` +
        `per sitemap median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
    );
    console.log(
      `server process memory: RSS ${mb(before.rss)} before, peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}); ` +
        `heap used ${mb(before.heapUsed)} before, peak ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)}); ` +
        `after a collection following the 1st, the middle and the last sitemap: ${mb(settled[0]!)}, ${mb(settled[Math.floor(settled.length / 2)]!)}, ${mb(settled.at(-1)!)}`,
    );

    started = performance.now();
    const first = (await (await fetch(`${base}/api/feeds/listings.json?limit=1000`)).json()) as { next: string };
    const firstMs = performance.now() - started;
    const { rows } = await client.query<{ id: string }>(
      'select id from listings where is_active order by created_at, id offset $1 limit 1',
      [Math.floor(size * 0.9)],
    );
    started = performance.now();
    await (await fetch(`${base}/api/feeds/listings.json?limit=1000&after=${rows[0]!.id}`)).arrayBuffer();
    console.log(
      `partners' feed, 1,000 a page: first page ${firstMs.toFixed(0)} ms, a page at 90 % ${(performance.now() - started).toFixed(0)} ms (next: ${Boolean(first.next)})`,
    );
    await app.close();
  } finally {
    await client.end();
    await database.close();
    if (values.keep) console.log(`kept database ${name}`);
    else await admin.query(`drop database "${name}"`);
    await admin.end();
  }
}

await main();
