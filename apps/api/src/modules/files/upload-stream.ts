import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { SNIFF_BYTES } from './content-type';

/**
 * Passes the bytes through while counting them, hashing them and holding back the first few kilobytes until the
 * type has been checked (so a refused file is never written).
 */
export class InspectingStream extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private released = false;

  constructor(private readonly onHead: (head: Buffer) => Promise<void>) {
    super();
  }

  private digest?: string;

  /** The SHA-256 of everything that passed, once the stream has ended. */
  sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.released) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) {
      callback();
      return;
    }
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.released) callback();
    else this.release(callback);
  }

  private release(callback: TransformCallback): void {
    this.released = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    this.onHead(head).then(
      () => callback(null, head),
      (error: Error) => callback(error),
    );
  }
}
