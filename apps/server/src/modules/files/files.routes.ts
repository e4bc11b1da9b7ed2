import {
  fileGuidParamsSchema,
  fileInfoSchema,
  fileLinkSchema,
  fileRecordSchema,
  signedFileQuerySchema,
  uploadBodySchema,
} from '@portal/contract/files/files.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { AppContext } from '../../core/context';
import type { ByteRange } from '../../core/files/file-storage';
import { HttpProblem } from '../../core/http/problem';
import { FRAMED_FILE_CSP } from '../../core/http/security';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { startPeriodicWork } from '../../core/periodic-work';
import { presentFile } from './files.presenter';
import type { FileRow } from './files.repository';
import { findLinkedFile, findReadableFile, getFileInfo, openStoredFile, uploadFile } from './files.service';
import { SWEEP_INTERVAL_MS, sweepOrphanFiles } from './files.sweep';

const tags = ['Файлы'];
// 15 MB of content is about 20 MB of base64, plus the JSON around it.
const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;

const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const parseRange = (header: string | undefined, size: number): ByteRange | undefined | 'invalid' => {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'invalid' : { start, end };
};

/** Serves a stored file with Range support, so video players can seek. */
const sendFile = async (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileRow,
  disposition: 'inline' | 'attachment',
) => {
  // The size kept in the row saves a round trip to S3 per download.
  const { size } = file;
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpProblem(416, 'Запрошенный диапазон недоступен');
  }
  // Opened before the file's headers are set, so a lost file answers a plain 404 problem.
  const content = await openStoredFile(ctx, file, range);
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=3600')
    .header('etag', `"${file.guid}"`);
  if (!range) return reply.header('content-length', size).send(content);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(content);
};

export const filesRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  // Once the app is ready (never holding the start up), then every SWEEP_INTERVAL_MS.
  let sweep: { stop: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    sweep = startPeriodicWork('orphan file sweep', SWEEP_INTERVAL_MS, () => sweepOrphanFiles(ctx), ctx.log);
  });
  app.addHook('onClose', async () => sweep?.stop());

  routes.post(
    '/api/documents/upload',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Загрузка файла (base64, до 15MB)',
        body: uploadBodySchema,
        response: { 201: fileRecordSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentFile(await uploadFile(ctx, requirePrincipal(request), request.body))),
  );

  routes.get(
    '/api/files/:guid',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Файл для просмотра (поддерживает Range)', params: fileGuidParamsSchema },
    },
    async (request, reply) =>
      sendFile(
        ctx,
        request,
        reply,
        await findReadableFile(ctx, requirePrincipal(request), request.params.guid),
        'inline',
      ),
  );

  routes.get(
    '/api/files/:guid/info',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Описание файла для просмотра: имя, тип, размер, кто и когда загрузил',
        params: fileGuidParamsSchema,
        response: { 200: fileInfoSchema },
      },
    },
    async (request) => getFileInfo(ctx, requirePrincipal(request), request.params.guid),
  );

  routes.get(
    '/api/files/:guid/download',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Файл для скачивания', params: fileGuidParamsSchema },
    },
    async (request, reply) =>
      sendFile(
        ctx,
        request,
        reply,
        await findReadableFile(ctx, requirePrincipal(request), request.params.guid),
        'attachment',
      ),
  );

  routes.get(
    '/api/files/:guid/link',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Подписанная ссылка на файл для видео- и аудиоплеера (действует 15 минут)',
        params: fileGuidParamsSchema,
        response: { 200: fileLinkSchema },
      },
    },
    async (request) => {
      const file = await findReadableFile(ctx, requirePrincipal(request), request.params.guid);
      return ctx.fileLinks.create(file.guid, ctx.clock.now());
    },
  );

  routes.get(
    '/api/files/:guid/stream',
    {
      // The signature of GET /api/files/{guid}/link stands in for the session.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Файл по подписанной ссылке (поддерживает Range)',
        params: fileGuidParamsSchema,
        querystring: signedFileQuerySchema,
      },
    },
    async (request, reply) => {
      reply.header('content-security-policy', FRAMED_FILE_CSP);
      return sendFile(
        ctx,
        request,
        reply,
        await findLinkedFile(ctx, request.params.guid, request.query),
        'inline',
      );
    },
  );
};
