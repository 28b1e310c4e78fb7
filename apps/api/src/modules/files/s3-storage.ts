import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config/env';
import { NotFound } from '../../errors/domain-errors';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './local-disk-storage';
import { StorageUnavailableError } from './storage-from-config';

/** Bytes per part of a multipart upload (the S3 minimum); at most QUEUE_SIZE parts of one upload are in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Files in an S3 bucket (Amazon S3 or an S3-compatible server such as MinIO), under the same generated keys as on
 * disk, after `prefix`. Uploads stream in parts: a file is never held whole in memory.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  /** The bucket as the operator would name it, for messages. */
  readonly description: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.description = settings.endpoint
      ? `o bucket "${settings.bucket}" em ${settings.endpoint}`
      : `o bucket "${settings.bucket}" do Amazon S3 (${settings.region})`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Servers other than Amazon's do not all take the checksums the SDK adds by default (2025); with an endpoint,
      // only the operations that require one send it.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      // An unreachable server fails in seconds, not after the system's TCP timeout. Each download in progress holds
      // a connection until the browser has read it, hence more than the SDK's 50.
      requestHandler: {
        connectionTimeout: 5_000,
        httpAgent: { maxSockets: 200 },
        httpsAgent: { maxSockets: 200 },
      },
    });
  }

  /** The object's name in the bucket. */
  objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.prefix}${key}`;
  }

  async write(key: string, source: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: source },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // A failed multipart upload is aborted, so its parts are not kept (and billed) in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // Like pipeline(): whoever writes into `source` must not wait forever for a reader that has gone.
      if (!source.destroyed) source.destroy(error as Error);
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return object.Body as Readable;
    } catch (error) {
      // A missing bucket (NoSuchBucket) is a fault of the configuration, not an unknown file.
      if (error instanceof S3ServiceException && error.name !== 'NoSuchBucket' && statusOf(error) === 404) {
        throw new NotFound('Arquivo não encontrado.');
      }
      throw error;
    }
  }

  /** Deleting a key that is not there succeeds, as on disk. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Checks at start that the bucket exists and the keys open it; throws StorageUnavailableError saying which. */
  async verify(): Promise<void> {
    const where = this.description;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) {
        throw new StorageUnavailableError(`Armazenamento S3: ${where} não existe (S3_BUCKET).`);
      }
      if (status === 401 || status === 403) {
        throw new StorageUnavailableError(
          `Armazenamento S3: acesso negado a ${where}; confira S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY.`,
        );
      }
      throw new StorageUnavailableError(
        `Armazenamento S3: não foi possível usar ${where} (${(error as Error).message || (error as Error).name}).`,
      );
    }
  }

  /** Closes the connections kept open to the server. */
  destroy(): void {
    this.client.destroy();
  }
}
