import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './http/app-error';
import { TestAgent } from './testing/test-agent';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from './testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    webDistDir: FIXTURE_WEB_DIST,
    env: { PREVIEW_HOSTS: 'preview.azubi.test' },
    register(app) {
      // Test-only routes exercising the shared error handling.
      app.post(
        '/api/__test/echo',
        {
          config: { access: 'public' },
          schema: {
            body: z.object({
              email: z.email(),
              name: z.string().trim().min(2).max(5),
              age: z.number().int().min(16),
              role: z.enum(['azubi', 'employer']),
            }),
          },
        },
        async (request) => request.body,
      );
      app.post('/api/__test/forbidden', { config: { access: 'public' } }, async () => {
        throw AppError.forbidden();
      });
      app.post('/api/__test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.driver);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.connection.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    await broken.app.close();
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404 in the one error shape, in English by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API endpoint at GET /api/does-not-exist.' },
    });
  });

  it('answer in German when the request asks for German', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/nope',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Unter DELETE /api/nope gibt es keinen API-Endpunkt.');
  });

  it('take the language from the lng parameter or the language cookie', async () => {
    const byQuery = await t.app.inject({ method: 'GET', url: '/api/nope?lng=de' });
    expect(byQuery.json().error.message).toMatch(/^Unter GET/);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      cookies: { i18next: 'de' },
      headers: { 'accept-language': 'en' },
    });
    expect(byCookie.json().error.message).toMatch(/^Unter GET/);
  });
});

describe('error shape', () => {
  const valid = { email: 'a@b.de', name: 'Anna', age: 20, role: 'azubi' };

  it('passes valid input through', async () => {
    const res = await new TestAgent(t.app).request({ method: 'POST', url: '/api/__test/echo', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(valid);
  });

  it('lists each invalid field once with a message in English', async () => {
    const res = await new TestAgent(t.app).request({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { email: 'nope', name: 'A', age: 12, role: 'boss' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields need your attention.',
        fields: {
          email: 'The format is not valid',
          name: 'Must be at least 2 characters',
          age: 'Must be at least 16',
          role: 'Please choose one of the offered options',
        },
      },
    });
  });

  it('gives the same fields in German', async () => {
    const res = await new TestAgent(t.app).request({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'accept-language': 'de' },
      payload: { email: 'a@b.de', name: 'Annabelle', role: 'azubi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Einige Felder brauchen deine Aufmerksamkeit.',
      fields: { name: 'Höchstens 5 Zeichen', age: 'Dieses Feld ist erforderlich' },
    });
  });

  it('turns malformed JSON into a 400 in the error shape', async () => {
    const res = await new TestAgent(t.app).request({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('turns an unsupported content type into a 415', async () => {
    const res = await new TestAgent(t.app).request({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends AppError with its status and translated message', async () => {
    const en = await new TestAgent(t.app).request({ method: 'POST', url: '/api/__test/forbidden' });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } });
    const de = await new TestAgent(t.app).request({
      method: 'POST',
      url: '/api/__test/forbidden',
      headers: { 'accept-language': 'de' },
    });
    expect(de.json().error.message).toBe('Dazu hast du keine Berechtigung.');
  });

  it('hides the details of unexpected failures from the client but logs them', async () => {
    const res = await new TestAgent(t.app).request({ method: 'POST', url: '/api/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(t.logs.some((line) => line.includes('"request failed"'))).toBe(true);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or cookies', async () => {
    await new TestAgent(t.app).request({
      method: 'POST',
      url: '/api/__test/echo?token=tok-SECRET-123&page=2',
      headers: { cookie: 'session=cookie-SECRET-456', authorization: 'Bearer auth-SECRET-789' },
      payload: { email: 'x', name: 'x', age: 1, role: 'x', password: 'pw-SECRET-000' },
    });
    const all = t.logs.join('\n');
    expect(all).toContain('page=2');
    for (const secret of ['tok-SECRET-123', 'cookie-SECRET-456', 'auth-SECRET-789', 'pw-SECRET-000']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('security headers', () => {
  it('deny framing, sniffing and cross-origin referrers and limit content to our own origin', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });
});

describe('pages', () => {
  it('serve the English shell at /', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Azubi Connect – Vocational training and voluntary service in Germany</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/">');
    expect(res.body).toContain('<link rel="alternate" hreflang="de" href="https://azubi.test/de">');
    expect(res.body).not.toContain('<!--app-head-->');
    expect(res.body).not.toContain('noindex');
  });

  it('serve the German shell under /de', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/de' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Ausbildung und Freiwilligendienst in Deutschland');
    expect(res.body).toContain('<link rel="canonical" href="https://azubi.test/de">');
  });

  it('send the shell with status 404 and noindex for unknown pages, in the path’s language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/this-page-does-not-exist' });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<title>Page not found – Azubi Connect</title>');
    expect(en.body).toContain('noindex');
    const de = await t.app.inject({ method: 'GET', url: '/de/gibt-es-nicht' });
    expect(de.statusCode).toBe(404);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<title>Seite nicht gefunden – Azubi Connect</title>');
  });

  it('answer an address that does not decode with the 404 page or the API’s 404, in the reader’s language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/blog/%E0%A4%A' });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<title>Page not found – Azubi Connect</title>');
    expect(en.headers['content-security-policy']).toContain("default-src 'self'");
    const de = await t.app.inject({ method: 'GET', url: '/de/100%' });
    expect(de.statusCode).toBe(404);
    expect(de.body).toContain('<title>Seite nicht gefunden – Azubi Connect</title>');
    const api = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: { 'accept-language': 'de' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Unter GET /api/%25E0%25A4%25A gibt es keinen API-Endpunkt.' },
    });
  });

  it('mark pages on preview hosts noindex', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'preview.azubi.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('redirect the explicit English prefix to the base address, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/?x=1');
    const deep = await t.app.inject({ method: 'GET', url: '/en/blog' });
    expect(deep.headers.location).toBe('/blog');
  });

  it('put the page rendered at build time into #root, in the page’s language, and nothing into other pages', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/?q=x' });
    // `$&` and `$1` arrive as written: the HTML is inserted as it is, not as a replacement pattern.
    expect(en.body).toContain('<div id="root" data-prerendered><div><main id="main"><h1>Prerendered home $& $1</h1>');
    const de = await t.app.inject({ method: 'GET', url: '/de' });
    expect(de.body).toContain('<div id="root" data-prerendered><div><main id="main"><h1>Vorgerenderte Startseite</h1>');
    for (const url of ['/for-employers', '/blog', '/this-page-does-not-exist']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('data-prerendered');
    }
  });

  it('never serve the raw template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!--app-head-->');
  });
});

describe('static assets', () => {
  it('serve hashed files with a one-year immutable cache, compressed when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('send the build’s own .br or .gz of an asset, the one the browser accepts, as written (ADR 0033)', async () => {
    const asset = join(FIXTURE_WEB_DIST, 'assets', 'precompressed-Def456.js');
    const ask = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/precompressed-Def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The file written at build time (quality 11), not one compressed for this answer.
    expect(br.rawPayload.equals(readFileSync(`${asset}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(readFileSync(asset, 'utf8'));
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(`${asset}.gz`))).toBe(true);
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(asset, 'utf8'));
  });

  it('serve other files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answer a plain 404 for a missing file instead of a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
