import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { VERSION_FILES, type VersionFiles, serializeVersionFiles } from './version-files';
import { parseVersionFiles, type VersionStore } from './version-store';

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending with '/'). */
  prefix: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2, s3rver); absent: AWS itself. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const UPLOADS_AT_ONCE = 8;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gz': 'application/gzip',
  '.br': 'application/x-brotli',
};

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error instanceof NoSuchKey || status === 404 || (error as { name?: string }).name === 'NoSuchKey';
}

/**
 * Versions in S3-compatible object storage, keyed `<prefix><name>/<version>/<file>`, each object
 * immutable (written once, with `Cache-Control: immutable` for a CDN in front). Only the file
 * list is read to know whether a version exists; it is written after every file.
 */
export class S3VersionStore implements VersionStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    // The SDK warns on Node 20 that its releases after January 2027 need Node 22; this one is
    // pinned (ops/package.json) and runs on 20, which every machine of ours runs. Without this,
    // every `mfe` command's output would open with the warning.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  get description(): string {
    return `s3://${this.options.bucket}/${this.options.prefix}`;
  }

  private key(name: string, version: string, file: string): string {
    return `${this.options.prefix}${name}/${version}/${file}`;
  }

  private async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readList(name: string, version: string) {
    const bytes = await this.get(this.key(name, version, VERSION_FILES));
    return bytes ? { list: parseVersionFiles(bytes, `${name}@${version}`), bytes } : null;
  }

  readFile(name: string, version: string, file: string): Promise<Buffer | null> {
    return this.get(this.key(name, version, file));
  }

  private async upload(key: string, body: Buffer | string, file: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  /**
   * Uploads every file, then the list. A version already complete is left as it is (the same
   * version names the same bytes; a deploy checks them against the list before activating).
   */
  async put(name: string, dir: string, list: VersionFiles): Promise<void> {
    if (await this.readList(name, list.version)) return;
    const files = Object.keys(list.files);
    for (let start = 0; start < files.length; start += UPLOADS_AT_ONCE) {
      await Promise.all(
        files
          .slice(start, start + UPLOADS_AT_ONCE)
          .map((file) => this.upload(this.key(name, list.version, file), readFileSync(path.join(dir, file)), file)),
      );
    }
    await this.upload(this.key(name, list.version, VERSION_FILES), serializeVersionFiles(list), VERSION_FILES);
  }

  async versions(name: string): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${this.options.prefix}${name}/`,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const common of page.CommonPrefixes ?? []) {
        const version = common.Prefix?.slice(`${this.options.prefix}${name}/`.length).replace(/\/$/, '');
        if (version && (await this.readList(name, version))) found.push(version);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }
}
