import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertSafeKey, type FileArea, type FileStorage } from './file-storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * One area as a prefix of the bucket. The bucket itself stays private (no public ACL, no public
 * policy): the app serves the `public/` prefix at /uploads and the `private/` prefix only through
 * routes that asked the access policy.
 */
function s3Area(client: S3Client, bucket: string, prefix: string): FileArea {
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${prefix}/${key}`;
  };
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        const bytes = await object.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}

/** S3-compatible object storage (AWS S3, MinIO, R2 …), shared by every app server behind one database. */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  return { public: s3Area(client, config.bucket, 'public'), private: s3Area(client, config.bucket, 'private') };
}
