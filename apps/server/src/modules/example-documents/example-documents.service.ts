import type {
  ExampleDocumentSet,
  exampleDocumentSetBodySchema,
  PublishedExampleDocuments,
} from '@portal/contract/example-documents/example-documents.schemas';
import type { FieldProblem } from '@portal/contract/problem/field-problem';
import type * as z from 'zod';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { FileReadRule } from '../../core/files/file-access';
import { fieldProblem, unprocessable } from '../../core/http/problem';
import { findAttachableFiles } from '../files/files.repository';
import { presentExampleDocument, presentPublishedDocuments } from './example-documents.presenter';
import {
  findAllDocuments,
  findCustomerDocuments,
  isExampleDocumentFile,
  type NewExampleDocument,
  replaceCustomerDocuments,
} from './example-documents.repository';

export type ExampleDocumentSetInput = z.output<typeof exampleDocumentSetBodySchema>;

export const getExampleDocuments = async (
  ctx: AppContext,
  customerId: number,
): Promise<ExampleDocumentSet> => ({
  documents: (await findCustomerDocuments(ctx.db, customerId)).map(presentExampleDocument),
});

/**
 * Replaces the customer's whole set in one transaction. Each file is the customer's own upload or already in
 * its set; a sample kept with the same name and file keeps its date, so carriers see what really changed.
 */
export const saveExampleDocuments = async (
  ctx: AppContext,
  principal: Principal,
  customerId: number,
  body: ExampleDocumentSetInput,
): Promise<ExampleDocumentSet> => {
  const current = await findCustomerDocuments(ctx.db, customerId);
  const errors: FieldProblem[] = [];
  const documents: NewExampleDocument[] = [];
  const now = new Date();
  const attachable = await findAttachableFiles(
    ctx.db,
    { ownerType: 'customer', ownerId: customerId },
    body.documents.map((entry) => entry.file.guid),
    current.map((row) => row.file.id),
  );
  for (const [index, entry] of body.documents.entries()) {
    const file = attachable.get(entry.file.guid);
    if (!file) {
      errors.push(fieldProblem(['documents', index, 'file', 'guid'], `файл для «${entry.name}» не найден`));
      continue;
    }
    const kept = current.find((row) => row.file.id === file.id && row.document.name === entry.name);
    documents.push({ name: entry.name, fileId: file.id, updatedAt: kept?.document.updatedAt ?? now });
  }
  if (errors.length > 0) throw unprocessable(errors);
  await ctx.db.transaction(async (tx) => {
    await replaceCustomerDocuments(tx, customerId, documents);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'example-documents',
      entityId: customerId,
      action: 'replace',
      details: {
        before: current.map((row) => ({ name: row.document.name, file: row.file.guid })),
        after: body.documents.map((entry) => ({ name: entry.name, file: entry.file.guid })),
      },
    });
  });
  return getExampleDocuments(ctx, customerId);
};

export const listPublishedExampleDocuments = async (ctx: AppContext): Promise<PublishedExampleDocuments> =>
  presentPublishedDocuments(await findAllDocuments(ctx.db));

/** Samples are meant for everyone: any signed-in user reads their files. */
export const exampleDocumentFileRule =
  (ctx: AppContext): FileReadRule =>
  (_principal, file) =>
    isExampleDocumentFile(ctx.db, file.id);
