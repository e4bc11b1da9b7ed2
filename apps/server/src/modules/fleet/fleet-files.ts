import { UPLOAD_KINDS, type UploadKind } from '@portal/contract/files/files.schemas';
import { fileSlotAccept } from '@portal/contract/fleet/fleet-common.schemas';
import type { Principal } from '../../core/auth/principal';
import type { Db, Tx } from '../../core/db/database';
import { fieldProblem, unprocessable } from '../../core/http/problem';
import { presentStoredFile } from '../files/files.presenter';
import { type FileRow, findAttachableFiles } from '../files/files.repository';

/** A joined file as a record shows it: { file: { guid, originalName, mimeType } }, or null for none. */
export const fileSlotOf = (file: FileRow | null) => (file ? { file: presentStoredFile(file) } : null);

type SlotRef = { file: { guid: string } } | null | undefined;

/** A record's file slots as its columns: { scan: { file: { guid } } } → { scanFileGuid: guid }, null for none. */
export const fileGuidColumns = <S extends string>(slots: readonly S[], values: Partial<Record<S, SlotRef>>) =>
  Object.fromEntries(slots.map((slot) => [`${slot}FileGuid`, values[slot]?.file.guid ?? null])) as {
    [K in S as `${K}FileGuid`]: string | null;
  };

/**
 * The files a fleet record's body points at must be the carrier's own uploads of an allowed kind (the bytes were
 * checked at upload, so the stored type is trusted). Only the carrier edits its records, so the files a record
 * already holds are its own too.
 */
export const requireFleetFiles = async (
  db: Db | Tx,
  principal: Principal,
  kinds: Record<string, readonly UploadKind[]>,
  body: Record<string, unknown>,
): Promise<void> => {
  const wanted = Object.keys(kinds).flatMap((slot) => {
    const guid = (body[slot] as SlotRef)?.file.guid;
    return guid ? [{ slot, guid }] : [];
  });
  if (wanted.length === 0) return;
  const attachable = await findAttachableFiles(
    db,
    principal,
    wanted.map(({ guid }) => guid),
  );
  const errors = wanted.flatMap(({ slot, guid }) => {
    const path = [slot, 'file', 'guid'];
    const file = attachable.get(guid);
    if (!file) return [fieldProblem(path, 'файл не найден')];
    const allowed = kinds[slot]!;
    if (!allowed.some((kind) => UPLOAD_KINDS[kind].mimeType === file.mimeType))
      return [fieldProblem(path, `допустимы файлы ${fileSlotAccept(allowed).split(',').join(', ')}`)];
    return [];
  });
  if (errors.length > 0) throw unprocessable(errors);
};
