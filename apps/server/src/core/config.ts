import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { installRussianErrors } from '@portal/contract/validation/ru-errors';
import * as z from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'ожидается 1/0, true/false, yes/no или on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `ожидается адрес вида ${protocols.map((protocol) => `${protocol}//…`).join(' или ')}`,
    );

// DESIGN 4: every variable is validated at start with a clear message.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'ожидается номер порта' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z.string().min(1).default('portal'),
  JWT_SECRET: z.string().min(32, 'не короче 32 символов').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Портал грузоперевозок <noreply@portal.local>'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: booleanFlag.default(false),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'])
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
});

export type S3Config = {
  /** Without a trailing slash: objects are `${endpoint}/${bucket}/${key}`. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** ':memory:' keeps PGlite in memory (tests). */
  pgliteDir: string;
  redisUrl: string | undefined;
  /** The bus's channel and seq keys start with it, so two portals on one Redis never see each other's events. */
  redisPrefix: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  loginRateLimit: number;
  trustProxy: boolean;
  /** Files go to this bucket; without it, to DATA_DIR/files. */
  s3: S3Config | undefined;
  webDistDir: string | undefined;
  version: string;
  /** DESIGN 12: webhooks may go to private, loopback and link-local addresses (tests, closed networks). */
  webhookAllowPrivate: boolean;
};

// Configuration is read before the app exists, so its messages must already be Russian.
installRussianErrors();

export class ConfigError extends Error {}

const configError = (lines: string[]) =>
  new ConfigError(`Неверная конфигурация окружения:\n${lines.map((line) => `  ${line}`).join('\n')}`);

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

// DESIGN 3: files go to S3 once any S3_* other than S3_REGION is set; a half-set group stops the start rather
// than quietly writing to disk.
const readS3 = (vars: z.infer<typeof envSchema>): S3Config | undefined => {
  const given = S3_REQUIRED.find((name) => vars[name] !== undefined);
  if (!given) return undefined;
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY: accessKey,
    S3_SECRET_KEY: secretKey,
  } = vars;
  if (!endpoint || !bucket || !accessKey || !secretKey) {
    const missing = S3_REQUIRED.filter((name) => vars[name] === undefined);
    throw configError(missing.map((name) => `${name}: обязателен, когда задан ${given}`));
  }
  return { endpoint, bucket, accessKey, secretKey, region: vars.S3_REGION };
};

const loadJwtSecret = (dataDir: string): string => {
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
};

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  defaults: { version?: string; webDistDir?: string } = {},
): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  if (!vars.JWT_SECRET && vars.NODE_ENV === 'production') {
    throw configError(['JWT_SECRET: обязателен при NODE_ENV=production']);
  }
  const s3 = readS3(vars);
  const isEmbedded = !vars.DATABASE_URL;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    pgliteDir: join(dataDir, 'pglite'),
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    jwtSecret: vars.JWT_SECRET ?? loadJwtSecret(dataDir),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    seedDemo: vars.SEED_DEMO ?? isEmbedded,
    logLevel: vars.LOG_LEVEL,
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    trustProxy: vars.TRUST_PROXY,
    s3,
    webDistDir: defaults.webDistDir,
    version: defaults.version ?? '0.0.0',
    webhookAllowPrivate: vars.WEBHOOK_ALLOW_PRIVATE,
  };
};
