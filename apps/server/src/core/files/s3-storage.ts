import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { type FileStorage, MissingObjectError, storagePath } from './file-storage';

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph, Yandex Object Storage). Objects are addressed path-style,
 * `endpoint/bucket/key`, which all of them serve without a DNS name per bucket.
 */
export const createS3Storage = ({
  endpoint,
  bucket,
  accessKey,
  secretKey,
  region,
}: S3Config): FileStorage => {
  const client = new AwsClient({
    accessKeyId: accessKey,
    secretAccessKey: secretKey,
    region,
    service: 's3',
    // aws4fetch retries a 5xx ten times by default, up to 50 s of backoff: too long for a waiting download.
    retries: 2,
  });

  const send = async (method: 'GET' | 'PUT', key: string, init: RequestInit) => {
    const objectKey = storagePath(key);
    const response = await client.fetch(`${endpoint}/${bucket}/${objectKey}`, { ...init, method });
    if (response.ok) return response;
    // The error's <Code> tells a lost object (NoSuchKey) from a wrong bucket or credentials. Only the code is
    // kept: the rest of the body may echo the request.
    const code = /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
    const message = `S3 ${method} ${objectKey} answered ${response.status}${code ? ` ${code}` : ''}`;
    throw code === 'NoSuchKey' ? new MissingObjectError(message) : new Error(message);
  };

  return {
    put: async (key, content) => {
      const response = await send('PUT', key, { body: content });
      await response.body?.cancel();
    },
    stream: async (key, range) => {
      const response = await send('GET', key, {
        headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      });
      return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    },
  };
};
