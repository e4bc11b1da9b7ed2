import type { FastifyReply } from 'fastify';

/**
 * A generated file goes out as an attachment: an ASCII `filename` for old clients and the Russian name as
 * `filename*` (RFC 6266). Fastify sends a Buffer or a string as it is, past the JSON answer's schema.
 */
export const sendAttachment = (
  reply: FastifyReply,
  body: Buffer | string,
  file: { contentType: string; extension: string; asciiName: string; name: string },
) =>
  reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}.${file.extension}"; ` +
        `filename*=UTF-8''${encodeURIComponent(`${file.name}.${file.extension}`)}`,
    )
    .send(body);
