import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet):
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism. better-auth calls these for sign-up,
 * sign-in and reset; the seed and tests use them too.
 */
/** `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed hash is a failed check, not a crash.
    return false;
  }
}
