import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files' bytes (storage/storage.ts). */
    storage: FileStorage;
  }
}

/** The storage the configuration names: local disk under FILES_DIR (the only adapter so far). */
export function createStorage(config: Config): FileStorage {
  return createLocalStorage(config.filesDir);
}
