import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The environment that points the delivery tools at it (delivery-config.ts). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on loopback (s3rver: the S3 REST API over HTTP, objects kept in a
 * temporary folder) with one bucket, for tests and benchmarks of the object-storage store.
 */
export async function startLocalS3(bucket = 'ciao-versions'): Promise<LocalS3> {
  const S3rver = require('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any key pair: the SDK signs with these.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    credentials,
    env: {
      DEPLOY_STORE: 's3',
      DEPLOY_S3_BUCKET: bucket,
      DEPLOY_S3_ENDPOINT: endpoint,
      DEPLOY_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      DEPLOY_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
