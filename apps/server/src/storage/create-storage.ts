import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files' bytes (storage/storage.ts). */
    storage: FileStorage;
  }
}

/** The storage the configuration names: an S3-compatible bucket with S3_BUCKET, else local disk under FILES_DIR. */
export function createStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}
