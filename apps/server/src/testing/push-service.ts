import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A push as the local push service received it. */
export type ReceivedPush = {
  subscription: string;
  body: Buffer;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  encoding: string | null;
  jwt: { aud: string; exp: number; sub: string };
  at: number;
};

/**
 * A push service in the test process speaking RFC 8030 over https (web-push only speaks https):
 * it accepts `POST /push/<id>`, checks the VAPID authorization (RFC 8292: an ES256 JWT whose
 * signature verifies against the `k=` public key, which must be the one given, with `aud` this
 * service's origin, `exp` within 24 hours and a `sub`), stores the encrypted body with its TTL,
 * Urgency and Topic, and answers 201. A subscription can be told to answer 410 (gone) or fail its
 * next n pushes with 500.
 */
export async function startPushService(options: { vapidPublicKey: () => string | Promise<string> }) {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const failures = new Map<string, number>();
  let attempts = 0;
  let refused = 0;

  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        attempts += 1;
        const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
        if (request.method !== 'POST' || !match) return answer(404);
        const id = match[1]!;
        const jwt = await checkVapid(
          String(request.headers.authorization ?? ''),
          await options.vapidPublicKey(),
          origin,
        );
        if (!jwt) {
          refused += 1;
          return answer(403);
        }
        if (gone.has(id)) return answer(410);
        const failing = failures.get(id) ?? 0;
        if (failing > 0) {
          failures.set(id, failing - 1);
          return answer(500);
        }
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) return answer(400);
        received.push({
          subscription: id,
          body: Buffer.concat(chunks),
          ttl,
          urgency: (request.headers.urgency as string | undefined) ?? null,
          topic: (request.headers.topic as string | undefined) ?? null,
          encoding: (request.headers['content-encoding'] as string | undefined) ?? null,
          jwt,
          at: Date.now(),
        });
        response.setHeader('location', `${origin}/message/${randomUUID()}`);
        return answer(201);
      })();
    });
    const answer = (status: number) => {
      response.statusCode = status;
      response.end();
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    received,
    stats: () => ({ attempts, refused }),
    /** An https agent that trusts this service's certificate. */
    agent: new Agent({ ca: cert, keepAlive: true, maxSockets: 64 }),
    /** A browser's subscription as `PushSubscription.toJSON()` gives it, and what decrypts its pushes. */
    subscribe: () => createBrowserSubscription(`${origin}/push/${randomUUID()}`),
    gone: (endpoint: string) => gone.add(endpoint.split('/').pop()!),
    failNext: (endpoint: string, times: number) => failures.set(endpoint.split('/').pop()!, times),
    forEndpoint: (endpoint: string) => received.filter((push) => push.subscription === endpoint.split('/').pop()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;

const b64 = (value: string) => Buffer.from(value, 'base64url');

/** RFC 8292: `vapid t=<jwt>, k=<public key>`; the decoded claims when everything checks out. */
async function checkVapid(header: string, expectedKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match || match[2] !== expectedKey) return null;
  const [head, claims, signature] = match[1]!.split('.');
  if (!head || !claims || !signature) return null;
  const raw = b64(expectedKey);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!valid) return null;
  const header64 = JSON.parse(b64(head).toString('utf8')) as { alg?: string };
  const jwt = JSON.parse(b64(claims).toString('utf8')) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (header64.alg !== 'ES256' || jwt.aud !== origin || !(jwt.exp > now && jwt.exp <= now + 24 * 3600) || !jwt.sub)
    return null;
  return jwt;
}

/**
 * What a browser does when it subscribes: a P-256 key pair and a 16-byte auth secret; `decrypt`
 * opens a push body with them as RFC 8291 says (aes128gcm, RFC 8188), written here from the RFC,
 * independently of the library that encrypted it.
 */
export function createBrowserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      if (ciphertext.length > recordSize) throw new Error('more than one record');
      const sharedSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
