import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { COMMENT_ANONYMOUS_AUTHOR as ANONYMOUS_UPLOADER } from '@portal/contract/comments/comments.constants';
import { UPLOAD_MAX_BYTES, UPLOAD_SIZE_HINT } from '@portal/contract/constants';
import {
  type FileInfo,
  UPLOAD_ACCEPT,
  UPLOAD_KINDS,
  type UploadBody,
} from '@portal/contract/files/files.schemas';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { matchKind } from '../../core/files/file-kind';
import { type ByteRange, MissingObjectError } from '../../core/files/file-storage';
import { forbidden, HttpProblem, notFound, unprocessable } from '../../core/http/problem';
import { presentFileInfo } from './files.presenter';
import { type FileRow, findFileByGuid, findFileUploader, insertFile } from './files.repository';

const FILE_NOT_FOUND = 'Файл не найден';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Accepts plain base64 or a data URL (what FileReader.readAsDataURL gives). */
export const decodeBase64File = (base64file: string): Buffer => {
  const payload = base64file.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
  if (!payload || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw unprocessable(['Файл: содержимое не является корректной строкой base64']);
  }
  return Buffer.from(payload, 'base64');
};

export const uploadFile = async (
  ctx: AppContext,
  principal: Principal,
  body: UploadBody,
): Promise<FileRow> => {
  const content = decodeBase64File(body.base64file);
  if (content.length > UPLOAD_MAX_BYTES) {
    throw new HttpProblem(413, `Размер файла не должен превышать ${UPLOAD_SIZE_HINT}`);
  }
  const kind = matchKind(content, body.originalName);
  if (!kind) {
    throw unprocessable([
      `Файл: содержимое файла «${body.originalName}» не соответствует его расширению или тип не поддерживается (допустимы ${UPLOAD_ACCEPT})`,
    ]);
  }
  // Everything above is checked before a byte is written; from here the bytes and the row exist together or not
  // at all. A crash between the two leaves bytes without a row, which the sweep (files.sweep.ts) removes.
  const guid = randomUUID();
  try {
    await ctx.storage.put(guid, content);
    return await insertFile(ctx.db, {
      guid,
      originalName: body.originalName,
      mimeType: UPLOAD_KINDS[kind].mimeType,
      size: content.length,
      storageKey: guid,
      ownerType: principal.ownerType,
      ownerId: principal.ownerId,
      uploadedBy: principal.userId,
    });
  } catch (error) {
    await ctx.storage.remove(guid).catch((removeError: unknown) => {
      ctx.log.error({ err: removeError, guid }, 'bytes of a failed upload not removed; the sweep will');
    });
    throw error;
  }
};

/**
 * A file is readable by the company that uploaded it, and by another company only through a record that company
 * may see, as far as that record allows: the features holding files say so with their rules (ctx.fileAccess).
 * Anything else answers like an unknown file, so a guid never reveals that a file exists.
 */
export const findReadableFile = async (
  ctx: AppContext,
  principal: Principal,
  guid: string,
): Promise<FileRow> => {
  const file = await findFileByGuid(ctx.db, guid);
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (isOwnFile(principal, file) || (await ctx.fileAccess.isSharedWith(principal, file))) return file;
  throw notFound(FILE_NOT_FOUND);
};

const isOwnFile = (principal: Principal, file: FileRow) =>
  file.ownerType === principal.ownerType && file.ownerId === principal.ownerId;

/** The viewer's description of a readable file: name, type, size, and who uploaded it for which company. */
export const getFileInfo = async (ctx: AppContext, principal: Principal, guid: string): Promise<FileInfo> => {
  const file = await findReadableFile(ctx, principal, guid);
  if (!isOwnFile(principal, file) && (await ctx.fileAccess.hidesUploader(principal, file))) {
    return presentFileInfo(file, { fullname: ANONYMOUS_UPLOADER, companyName: null });
  }
  const uploader = await findFileUploader(ctx.db, file);
  if (!uploader) throw notFound(FILE_NOT_FOUND);
  return presentFileInfo(file, uploader);
};

/** The file a signed link points at; the signature stands in for the session (see core/files/file-links). */
export const findLinkedFile = async (
  ctx: AppContext,
  guid: string,
  link: { expires: number; signature: string },
): Promise<FileRow> => {
  const verdict = ctx.fileLinks.check(guid, link.expires, link.signature, ctx.clock.now());
  if (verdict === 'expired')
    throw new HttpProblem(410, 'Срок действия ссылки на файл истёк, обновите страницу');
  if (verdict === 'invalid') throw forbidden('Ссылка на файл недействительна');
  const file = await findFileByGuid(ctx.db, guid);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
};

/** The stored bytes of a file; a row whose bytes the storage lost answers like an unknown file, and is logged. */
export const openStoredFile = async (
  ctx: AppContext,
  file: FileRow,
  range?: ByteRange,
): Promise<Readable> => {
  try {
    return await ctx.storage.stream(file.storageKey, range);
  } catch (error) {
    if (!(error instanceof MissingObjectError)) throw error;
    ctx.log.error({ err: error, guid: file.guid }, 'stored file is missing');
    throw notFound(FILE_NOT_FOUND);
  }
};
