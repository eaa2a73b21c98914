import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import * as media from '../testing/fixtures/media';
import { multipart } from '../testing/multipart';
import { startLocalS3, type LocalS3 } from '../testing/s3-server';
import { signIn } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { newStorageKey, StorageNotFoundError, type FileStorage } from './storage';

// The same contract for every adapter: local disk, and an S3-compatible store (s3rver, a local
// server speaking the S3 protocol, in this process: no outside service, so it runs in `npm test`
// and `npm run test:pg` alike).

let s3: LocalS3;
let localRoot: string;
const adapters: Record<'local' | 's3', () => FileStorage> = {
  local: () => createLocalStorage(localRoot),
  s3: () => createS3Storage(s3.options),
};

beforeAll(async () => {
  s3 = await startLocalS3();
  localRoot = mkdtempSync(join(tmpdir(), 'azubi-storage-test-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Deterministic bytes that differ at every position (a range off by one fails). */
function pattern(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}

/** A stream of `size` bytes in 64 KiB chunks, made as it is read, never as one buffer. */
function streamOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) yield bytes.subarray(offset, offset + 64 * 1024);
    })(),
  );
}

describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = adapters[kind]();
  });

  it('says which kind it is', () => {
    expect(storage.kind).toBe(kind);
  });

  it('stores a buffer and gives it back whole and as inclusive byte ranges', async () => {
    const key = newStorageKey();
    const bytes = pattern(10_000);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(key, bytes)).toEqual({ sizeBytes: 10_000 });
    expect(await storage.exists(key)).toBe(true);
    expect((await readAll(await storage.get(key))).equals(bytes)).toBe(true);
    expect((await readAll(await storage.get(key, { start: 0, end: 99 }))).equals(bytes.subarray(0, 100))).toBe(true);
    expect((await readAll(await storage.get(key, { start: 1234, end: 1234 }))).equals(bytes.subarray(1234, 1235))).toBe(
      true,
    );
    expect((await readAll(await storage.get(key, { start: 9990, end: 9999 }))).equals(bytes.subarray(9990))).toBe(true);
  });

  it('streams a file larger than one upload part and counts its size', async () => {
    const key = newStorageKey();
    const bytes = pattern(11 * 1024 * 1024 + 17);
    expect(await storage.put(key, streamOf(bytes))).toEqual({ sizeBytes: bytes.length });
    const back = await readAll(await storage.get(key));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
    const tail = await readAll(await storage.get(key, { start: bytes.length - 5, end: bytes.length - 1 }));
    expect(tail.equals(bytes.subarray(-5))).toBe(true);
  });

  it('keeps an empty file', async () => {
    const key = newStorageKey();
    expect(await storage.put(key, Buffer.alloc(0))).toEqual({ sizeBytes: 0 });
    expect(await storage.exists(key)).toBe(true);
    expect((await readAll(await storage.get(key))).length).toBe(0);
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('bye'));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newStorageKey())).resolves.toBeUndefined();
  });

  it('a missing key is StorageNotFoundError, with or without a range', async () => {
    await expect(storage.get(newStorageKey())).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.get(newStorageKey(), { start: 0, end: 1 })).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses keys it did not make (no paths)', async () => {
    for (const key of ['../etc/passwd', 'ab/../../x', 'ab/not-a-uuid', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid key/);
    }
  });

  it('a stream that fails half-way rejects the put and leaves nothing under the key', async () => {
    const key = newStorageKey();
    const failing = Readable.from(
      (async function* () {
        yield pattern(6 * 1024 * 1024);
        throw new Error('connection reset by the uploader');
      })(),
    );
    await expect(storage.put(key, failing)).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
  });
});

describe('the app on S3 storage (S3_* configured)', () => {
  it('uploads go to the bucket, not to FILES_DIR, and audio is served whole and in ranges', async () => {
    const t = await createTestApp({ env: s3.env });
    try {
      expect(t.app.storage.kind).toBe('s3');
      const { user } = await f.createCandidate(t.db, { user: { email: `s3-${Date.now()}@example.org` } });
      const agent = await signIn(t, user);
      const bytes = media.webmOpus(40);
      const upload = await agent.request({
        method: 'POST',
        url: '/api/profile/audio?consent=true',
        ...multipart({ bytes, filename: 'intro.webm', contentType: 'audio/webm' }),
      });
      expect(upload.statusCode, upload.body).toBe(201);

      const url = `/api/audio/${user.id}`;
      const whole = await agent.get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-length']).toBe(String(bytes.length));
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const range = await agent.request({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(range.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

      const [row] = await t.db.query.files.findMany({ where: (file, { eq }) => eq(file.ownerId, user.id) });
      expect(await t.app.storage.exists(row!.storageKey)).toBe(true);
      expect(existsSync(join(t.config.filesDir, row!.storageKey))).toBe(false);
    } finally {
      await t.close();
    }
  }, 120_000);
});
