import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StorageNotFoundError, type ByteRange, type FileStorage } from './storage';

/**
 * Files on local disk under one root directory (FILES_DIR). Writes go to a temporary name first
 * and are renamed when complete, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage: key outside the root: ${key}`);
    return path;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${crypto.randomUUID()}.part`);
      let sizeBytes = 0;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      source.on('data', (chunk: Buffer) => {
        sizeBytes += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { sizeBytes };
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new StorageNotFoundError(key);
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).isFile();
      } catch {
        return false;
      }
    },
  };
}
