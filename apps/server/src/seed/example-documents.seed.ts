import { EXAMPLE_DOCUMENT_SUGGESTED_NAMES } from '@portal/contract/example-documents/example-documents.schemas';
import { exampleDocuments } from '../db/schema/index';
import {
  type NewExampleDocument,
  replaceCustomerDocuments,
} from '../modules/example-documents/example-documents.repository';
import { findSeedUploader, type SeedContext, seedMediaPath, storeSeedFile } from './seed-files';

// The shipped PDFs, in the order of the suggested names: contract template, power of attorney, requisites form.
const DEMO_PDFS = ['contract-template.pdf', 'driver-power-of-attorney.pdf', 'requisites-form.pdf'] as const;

/** The demo customer's samples for carriers; runs while no customer has any. */
export const seedExampleDocuments = async (ctx: SeedContext): Promise<boolean> => {
  const [anyDocument] = await ctx.db.select({ id: exampleDocuments.id }).from(exampleDocuments).limit(1);
  if (anyDocument) return false;
  const uploader = await findSeedUploader(ctx.db);
  if (!uploader) return false;
  const documents: NewExampleDocument[] = [];
  for (const [index, name] of EXAMPLE_DOCUMENT_SUGGESTED_NAMES.entries()) {
    const file = await storeSeedFile(
      ctx,
      uploader,
      seedMediaPath('example-documents', DEMO_PDFS[index]!),
      `${name}.pdf`,
    );
    documents.push({ name, fileId: file.id, updatedAt: new Date() });
  }
  await ctx.db.transaction((tx) => replaceCustomerDocuments(tx, uploader.ownerId, documents));
  return true;
};
