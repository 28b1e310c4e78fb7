import type { Config } from '../../config/env';
import type { FileStorage } from './file-storage';
import { filesDirOf, LocalDiskStorage } from './local-disk-storage';

/** The bucket could not be used at start: the operator's to fix (wrong bucket, keys or address). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/**
 * The storage the configuration chooses: the S3 bucket when S3_BUCKET is set, checked before the portal opens (a
 * wrong bucket, key or address stops the start with StorageUnavailableError); otherwise the disk, under
 * DATA_DIR/arquivos. The S3 client is loaded only when used.
 */
export async function storageFromConfig(config: Pick<Config, 's3'>, dataDir: string): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(filesDirOf(dataDir));
  const { S3Storage } = await import('./s3-storage');
  const storage = new S3Storage(config.s3);
  try {
    await storage.verify();
  } catch (error) {
    storage.destroy();
    throw error;
  }
  return storage;
}

/** Where the files are, for the start banner. */
export function describeStorage(config: Pick<Config, 's3'>, dataDir: string): string {
  if (!config.s3) return `em disco, em ${filesDirOf(dataDir)}`;
  const { bucket, endpoint, region, prefix } = config.s3;
  return `S3, bucket ${bucket}${prefix ? ` (pasta ${prefix})` : ''} ${endpoint ? `em ${endpoint}` : `na região ${region}`}`;
}
