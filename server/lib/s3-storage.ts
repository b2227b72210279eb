import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage';

/**
 * The SDK is loaded on first use, only where a bucket is configured: a portal on a directory never pays its
 * start-up time and memory (issue 12).
 */
type Sdk = typeof S3Sdk;
let sdkLoading: Promise<Sdk> | undefined;
const sdk = (): Promise<Sdk> => (sdkLoading ??= import('@aws-sdk/client-s3'));

/** An SDK service error's name and HTTP status, whatever class it was built from. */
const errorOf = (err: unknown) => ({
  name: (err as { name?: unknown })?.name,
  status: (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode,
});

export type S3StorageOptions = {
  bucket: string;
  /** MinIO, Aliyun OSS, Tencent COS, a test server…; unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's default chain (AWS_* variables, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most self-hosted servers need it). */
  forcePathStyle?: boolean;
};

/** GetObject's answer for a key that is not there (a missing bucket, NoSuchBucket, is a setup error and throws). */
const noSuchKey = (err: unknown) => errorOf(err).name === 'NoSuchKey';
/** HeadObject's: a bare 404 (a HEAD answer has no body to tell key from bucket; PutObject then reports the bucket). */
const headNotFound = (err: unknown) => errorOf(err).name === 'NotFound' || errorOf(err).status === 404;

/**
 * Uploads in S3-compatible object storage (issue 14): every node reads and writes the same bucket, so a file stored
 * by one is served by all. Keys are the same as on disk (public/2026/11/….jpg, private/…); objects stay private in
 * the bucket: the portal serves them itself (/uploads/*, /files/:id), so the bucket needs no public access.
 */
export class S3Storage implements FileStorage {
  private clientMade: Promise<S3Client> | undefined;
  private made: S3Client | undefined;
  private readonly bucket: string;

  constructor(private readonly opts: S3StorageOptions) {
    this.bucket = opts.bucket;
  }

  private client(): Promise<S3Client> {
    return (this.clientMade ??= sdk().then(({ S3Client }) => (this.made = this.newClient(S3Client))));
  }

  private newClient(Client: Sdk['S3Client']): S3Client {
    const opts = this.opts;
    return new Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle ?? false,
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
      // Checksums only where the API requires them: several S3-compatible services refuse the SDK's newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** Same rule as the local directory: no empty, `.` or `..` segment, no leading slash, no backslash. */
  private key(key: string): string {
    const segments = key.split('/');
    if (!key || key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) throw new Error('invalid storage key');
    return key;
  }

  /** Stores a new object; never overwrites one (the local directory's 'wx'). */
  async put(key: string, data: Buffer): Promise<void> {
    const Key = this.key(key);
    // Servers that honour If-None-Match on PUT (AWS since 2024, MinIO) refuse atomically; the HEAD covers those that
    // ignore it. Keys carry 128 random bits, so this guards against a bug, not a race.
    try {
      await (await this.client()).send(new (await sdk()).HeadObjectCommand({ Bucket: this.bucket, Key }));
      throw new Error(`storage key exists: ${Key}`);
    } catch (err) {
      if (!headNotFound(err)) throw err;
    }
    try {
      await (
        await this.client()
      ).send(new (await sdk()).PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentType: contentType(Key), IfNoneMatch: '*' }));
    } catch (err) {
      if (errorOf(err).status === 412 || errorOf(err).name === 'PreconditionFailed') {
        throw new Error(`storage key exists: ${Key}`, { cause: err });
      }
      throw err;
    }
  }

  /** The object's bytes, or null when there is none; any other failure (network, credentials) throws. */
  async read(key: string): Promise<Buffer | null> {
    const Key = this.key(key);
    try {
      const res = await (await this.client()).send(new (await sdk()).GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!res.Body) return Buffer.alloc(0);
      const bytes = await res.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      if (noSuchKey(err)) return null;
      throw err;
    }
  }

  /** A PUT replaces an object all at once: a reader gets the old bytes or the new. */
  async replace(key: string, data: Buffer): Promise<void> {
    const Key = this.key(key);
    await (
      await this.client()
    ).send(new (await sdk()).PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentType: contentType(Key) }));
  }

  /** Deleting an object that is not there is not an error (as with the local directory). */
  async remove(key: string): Promise<void> {
    await (await this.client()).send(new (await sdk()).DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  /** Closes the client's connections. */
  close(): void {
    this.made?.destroy();
  }
}

/** Sealed files are not images; only plain JPEGs say so (the portal sets the type it serves anyway). */
function contentType(key: string): string {
  return key.startsWith('public/') && key.endsWith('.jpg') ? 'image/jpeg' : 'application/octet-stream';
}
