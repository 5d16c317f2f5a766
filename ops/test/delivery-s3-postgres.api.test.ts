import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PostgresRegistryStore } from '../src/deploy/postgres-registry-store';
import { S3VersionStore } from '../src/deploy/s3-version-store';
import { describeDeliveryContract } from './delivery-contract';
import { freshPostgresDatabase } from './support/postgres-database';
import { type LocalS3, startLocalS3 } from './support/s3-server';

let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3();
});

afterAll(async () => {
  await s3.close();
});

// Production's stores: versions in S3-compatible storage (s3rver on loopback), the registry and
// its audit log in PostgreSQL (TEST_DATABASE_URL's server, a database of its own per test).
describeDeliveryContract('S3 and PostgreSQL', async () => {
  const database = await freshPostgresDatabase('mfe_delivery');
  const prefix = `run-${Math.random().toString(36).slice(2)}/`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const versions = new S3VersionStore({ bucket: s3.bucket, prefix, endpoint: s3.endpoint, region: 'us-east-1', credentials });
  const registry = new PostgresRegistryStore(database.url);
  const raw = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials });
  return {
    delivery: { versions, registry },
    tamper: async (remote, version, file, bytes) => {
      await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}${remote}/${version}/${file}`, Body: bytes }));
    },
    close: async () => {
      raw.destroy();
      await registry.close();
      await database.drop();
    },
  };
});
