import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export type LocalS3 = {
  /** S3_* variables naming the bucket on this server, for parseConfig / createTestApp. */
  env: Record<string, string>;
  options: {
    bucket: string;
    endpoint: string;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string };
    forcePathStyle: boolean;
  };
  close(): Promise<void>;
};

/**
 * Test-only: a local server that speaks the S3 protocol (s3rver, files in a temporary directory)
 * with one empty bucket, on a free port of 127.0.0.1. The S3 storage adapter's tests run against it.
 */
export async function startLocalS3(bucket = 'azubi-test-files'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'azubi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: options.endpoint,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: options.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
