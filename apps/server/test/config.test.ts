import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/core/config';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The ConfigError that loading the environment throws. */
const configError = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('names every bad variable at once, each with a Russian explanation', () => {
    const { message } = configError({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/portal',
      SEED_DEMO: 'maybe',
    });
    expect(message).toMatch(/^Неверная конфигурация окружения:/);
    expect(message).toContain('PORT: ожидается номер порта');
    expect(message).toContain('DATABASE_URL: ожидается адрес вида postgres://… или postgresql://…');
    expect(message).toContain('SEED_DEMO: ожидается 1/0, true/false, yes/no или on/off');
  });

  it('refuses a DATABASE_URL that is not a URL at all', () => {
    expect(configError({ DATABASE_URL: 'localhost:5432' }).message).toContain(
      'DATABASE_URL: ожидается адрес вида',
    );
  });

  it('refuses a REDIS_URL of another protocol and a short JWT_SECRET', () => {
    const { message } = configError({ REDIS_URL: 'http://cache', JWT_SECRET: 'short' });
    expect(message).toContain('REDIS_URL: ожидается адрес вида redis://… или rediss://…');
    expect(message).toContain('JWT_SECRET: не короче 32 символов');
  });

  it('requires JWT_SECRET in production', () => {
    let thrown: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toContain('JWT_SECRET: обязателен при NODE_ENV=production');
  });

  it('generates a JWT secret in DATA_DIR when absent and keeps it across starts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    // A different data directory is a different installation with its own secret.
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('uses a given JWT_SECRET and writes no file', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('seeds demo data by default in embedded mode and not with DATABASE_URL', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/portal' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgresql://db/portal', SEED_DEMO: 'yes' }).seedDemo).toBe(
      true,
    );
  });

  const S3 = {
    S3_ENDPOINT: 'https://storage.yandexcloud.net/',
    S3_BUCKET: 'portal-files',
    S3_ACCESS_KEY: 'access-key-id',
    S3_SECRET_KEY: 'secret-access-key',
  };

  it('stores files in S3 when the four S3_* are set, without the trailing slash and in us-east-1 by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, ...S3 }).s3).toEqual({
      endpoint: 'https://storage.yandexcloud.net',
      bucket: 'portal-files',
      accessKey: 'access-key-id',
      secretKey: 'secret-access-key',
      region: 'us-east-1',
    });
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, ...S3, S3_REGION: 'ru-central1' });
    expect(config.s3?.region).toBe('ru-central1');
  });

  it('keeps files on disk when no S3_* is set, even with S3_REGION alone', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET }).s3).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, S3_REGION: 'ru-central1' }).s3,
    ).toBeUndefined();
  });

  it('names each missing S3_* on its own line once any of them is set', () => {
    expect(configError({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).message).toBe(
      [
        'Неверная конфигурация окружения:',
        '  S3_BUCKET: обязателен, когда задан S3_ENDPOINT',
        '  S3_ACCESS_KEY: обязателен, когда задан S3_ENDPOINT',
        '  S3_SECRET_KEY: обязателен, когда задан S3_ENDPOINT',
      ].join('\n'),
    );
    const { message } = configError({ S3_BUCKET: 'portal', S3_SECRET_KEY: 'secret' });
    expect(message).toContain('S3_ENDPOINT: обязателен, когда задан S3_BUCKET');
    expect(message).toContain('S3_ACCESS_KEY: обязателен, когда задан S3_BUCKET');
    expect(message).not.toContain('S3_SECRET_KEY');
  });

  it('refuses an S3_ENDPOINT that is not an http or https address', () => {
    expect(configError({ ...S3, S3_ENDPOINT: 'storage.yandexcloud.net' }).message).toContain(
      'S3_ENDPOINT: ожидается адрес вида http://… или https://…',
    );
    expect(configError({ ...S3, S3_ENDPOINT: 'ftp://files' }).message).toContain(
      'S3_ENDPOINT: ожидается адрес',
    );
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'portal',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
    });
    expect(config.pgliteDir).toBe(join(config.dataDir, 'pglite'));
  });
});
