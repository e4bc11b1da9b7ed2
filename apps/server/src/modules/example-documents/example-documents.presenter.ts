import type {
  ExampleDocument,
  PublishedExampleDocuments,
} from '@portal/contract/example-documents/example-documents.schemas';
import { presentStoredFile } from '../files/files.presenter';
import type { ExampleDocumentRow, findAllDocuments } from './example-documents.repository';

export const presentExampleDocument = ({ document, file }: ExampleDocumentRow): ExampleDocument => ({
  id: document.id,
  name: document.name,
  file: presentStoredFile(file),
  updatedAt: document.updatedAt.toISOString(),
});

type PublishedRow = Awaited<ReturnType<typeof findAllDocuments>>[number];

/** Rows come ordered by customer, so one pass groups them. */
export const presentPublishedDocuments = (rows: PublishedRow[]): PublishedExampleDocuments => {
  const groups: PublishedExampleDocuments = [];
  for (const row of rows) {
    let group = groups[groups.length - 1];
    if (group?.customer.id !== row.customer.id) {
      group = { customer: row.customer, documents: [] };
      groups.push(group);
    }
    group.documents.push(presentExampleDocument(row));
  }
  return groups;
};
