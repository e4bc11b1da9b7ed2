import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/s3-server';
import { MissingObjectError } from './file-storage';
import { createS3Storage } from './s3-storage';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

const content = Buffer.from('0123456789abcdef');

describe('createS3Storage', () => {
  it('puts an object under the two-character prefix folder and streams it back whole', async () => {
    const storage = createS3Storage(s3.config);
    const key = randomUUID();
    await storage.put(key, content);
    expect(readFileSync(s3.objectPath(`${key.slice(0, 2)}/${key}`)).equals(content)).toBe(true);
    expect((await buffer(await storage.stream(key))).equals(content)).toBe(true);
  });

  it('streams an inclusive byte range through the Range header', async () => {
    const storage = createS3Storage(s3.config);
    const key = randomUUID();
    await storage.put(key, content);
    expect((await buffer(await storage.stream(key, { start: 2, end: 4 }))).toString()).toBe('234');
    expect((await buffer(await storage.stream(key, { start: 15, end: 15 }))).toString()).toBe('f');
  });

  it('rejects a missing key with MissingObjectError naming the status and the key', async () => {
    const key = randomUUID();
    const opening = createS3Storage(s3.config).stream(key);
    await expect(opening).rejects.toBeInstanceOf(MissingObjectError);
    await expect(opening).rejects.toThrow(`S3 GET ${key.slice(0, 2)}/${key} answered 404 NoSuchKey`);
  });

  it('rejects a missing bucket with a plain error, so a wrong bucket never passes for a lost file', async () => {
    const storage = createS3Storage({ ...s3.config, bucket: 'absent' });
    const key = randomUUID();
    await expect(storage.put(key, content)).rejects.toThrow('answered 404 NoSuchBucket');
    const opening = storage.stream(key);
    await expect(opening).rejects.toThrow('answered 404 NoSuchBucket');
    await expect(opening).rejects.not.toBeInstanceOf(MissingObjectError);
  });

  it('rejects an unknown access key id and keeps the secret out of the message', async () => {
    const storage = createS3Storage({ ...s3.config, accessKey: 'WRONG', secretKey: 'top-secret-value' });
    const key = randomUUID();
    const putting = storage.put(key, content);
    await expect(putting).rejects.toThrow(`S3 PUT ${key.slice(0, 2)}/${key} answered 403 InvalidAccessKeyId`);
    await expect(putting).rejects.not.toThrow('top-secret-value');
    await expect(createS3Storage({ ...s3.config, accessKey: 'WRONG' }).stream(key)).rejects.toThrow(
      'answered 403 InvalidAccessKeyId',
    );
  });

  it('lists every stored key with its write time and removes keys, missing ones too', async () => {
    const storage = createS3Storage(s3.config);
    const keys = Array.from({ length: 3 }, () => randomUUID());
    for (const key of keys) await storage.put(key, content);
    const listed = async () => {
      const found = new Map<string, Date>();
      for await (const page of storage.list())
        for (const object of page) found.set(object.key, object.writtenAt);
      return found;
    };
    const before = await listed();
    for (const key of keys) {
      expect(before.get(key)?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    await storage.remove(keys[0]!);
    await storage.remove(randomUUID());
    const after = await listed();
    expect(after.has(keys[0]!)).toBe(false);
    expect(after.has(keys[1]!)).toBe(true);
    await expect(storage.stream(keys[0]!)).rejects.toBeInstanceOf(MissingObjectError);
  });
});
