import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { assertStorageKey, StorageNotFoundError, type ByteRange, type FileStorage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Both or neither; without them the SDK's default chain (environment, instance role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

/** Parts of a streamed upload: S3's minimum, so at most two parts (10 MB) are in memory at a time. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. Puts stream through a multipart upload (lib-storage `Upload`)
 * so a file is never held whole; gets stream the object, or only the asked range (`Range` header),
 * which is what audio seeking needs. Several instances configured with the same bucket share files.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { client: S3Client; destroy(): void } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores do not accept the SDK's
    // default trailing checksums on streamed (aws-chunked) uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    client,
    destroy: () => client.destroy(),
    async put(key, body) {
      assertStorageKey(key);
      let sizeBytes = 0;
      let source: Buffer | Readable;
      if (Buffer.isBuffer(body)) {
        sizeBytes = body.length;
        source = body;
      } else {
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            sizeBytes += chunk.length;
            callback(null, chunk);
          },
        });
        body.on('error', (error) => counter.destroy(error));
        source = body.pipe(counter);
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source },
        partSize: PART_SIZE,
        queueSize: 1,
        // A failed multipart upload is aborted, so no half file stays behind.
        leavePartsOnError: false,
      });
      await upload.done();
      return { sizeBytes };
    },
    async get(key, range?: ByteRange) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('storage: the S3 answer has no readable body');
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
