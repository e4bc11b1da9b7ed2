import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { type FileStorage, MissingObjectError, type StoredObject, storagePath } from './file-storage';

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

  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, init: RequestInit, query = '') => {
    const objectKey = key === '' ? '' : storagePath(key);
    const response = await client.fetch(`${endpoint}/${bucket}/${objectKey}${query}`, { ...init, method });
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
    // S3 answers 204 for a key that does not exist, as for one it removed.
    remove: async (key) => {
      const response = await send('DELETE', key, {});
      await response.body?.cancel();
    },
    list: async function* () {
      let continuation: string | undefined;
      do {
        const query = `?list-type=2&max-keys=1000${continuation ? `&continuation-token=${encodeURIComponent(continuation)}` : ''}`;
        const xml = await (await send('GET', '', {}, query)).text();
        const page: StoredObject[] = [];
        for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const objectKey = /<Key>([^<]+)<\/Key>/.exec(contents!)?.[1];
          const modified = /<LastModified>([^<]+)<\/LastModified>/.exec(contents!)?.[1];
          // Keys are `ab/abcdef…` (storagePath); anything else in the bucket is not ours to judge.
          const key = objectKey?.split('/')[1];
          if (key && modified && objectKey === storagePath(key))
            page.push({ key, writtenAt: new Date(modified) });
        }
        yield page;
        continuation = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1]
          : undefined;
      } while (continuation);
    },
  };
};
