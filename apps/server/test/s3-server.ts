import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/core/config';

export type TestS3 = {
  config: S3Config;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** Where s3rver keeps the bytes of an object: proof that does not go through the app's own client. */
  objectPath: (objectKey: string) => string;
  close: () => Promise<void>;
};

/**
 * An S3 REST server on a free port with one bucket, `portal`. s3rver refuses an unknown access key id but does not
 * check V4 signatures, so these tests prove the requests and the answers, not the signing.
 */
export const startTestS3 = async (): Promise<TestS3> => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const bucket = 'portal';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: config.accessKey,
      S3_SECRET_KEY: config.secretKey,
    },
    objectPath: (objectKey) => join(directory, bucket, `${objectKey}._S3rver_object`),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
