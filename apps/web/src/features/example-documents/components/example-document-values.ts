import type {
  ExampleDocumentSet,
  ExampleDocumentSetBody,
} from '@portal/contract/example-documents/example-documents.schemas';
import type { StoredFile } from '@portal/contract/files/files.schemas';

export type ExampleDocumentRowValues = { name: string; file: StoredFile | null };
export type ExampleDocumentsFormValues = { documents: ExampleDocumentRowValues[] };

export const EXAMPLE_DOCUMENTS_SAVED = 'Образцы документов сохранены';

export const EMPTY_ROW: ExampleDocumentRowValues = { name: '', file: null };

export const setToFormValues = (set: ExampleDocumentSet): ExampleDocumentsFormValues => ({
  documents: set.documents.map((document) => ({ name: document.name, file: document.file })),
});

export const formValuesToSetBody = (values: ExampleDocumentsFormValues): ExampleDocumentSetBody => ({
  documents: (values.documents ?? []).map((row) => ({
    name: row.name.trim(),
    file: { guid: row.file?.guid ?? '' },
  })),
});
