import * as z from 'zod';
import { fileRefSchema, storedFileSchema } from '../files/files.schemas';
import { text } from '../validation/text';

export const EXAMPLE_DOCUMENTS_MAX = 20;
export const EXAMPLE_DOCUMENT_NAME_MAX = 255;

/** What a customer usually offers carriers as samples; the configuration screen suggests these names. */
export const EXAMPLE_DOCUMENT_SUGGESTED_NAMES = [
  'Шаблон договора перевозки',
  'Образец доверенности на водителя',
  'Форма карточки реквизитов',
] as const;

export const exampleDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file: storedFileSchema,
  updatedAt: z.string(),
});
export type ExampleDocument = z.infer<typeof exampleDocumentSchema>;

/** GET and PUT /api/customers/{customerId}/example_documents answer the customer's whole set, in order. */
export const exampleDocumentSetSchema = z.object({ documents: z.array(exampleDocumentSchema) });
export type ExampleDocumentSet = z.infer<typeof exampleDocumentSetSchema>;

/** PUT replaces the whole set: the order given is the order carriers see. */
export const exampleDocumentSetBodySchema = z.object({
  documents: z
    .array(
      z.object({
        name: text().trim().min(1).max(EXAMPLE_DOCUMENT_NAME_MAX),
        file: fileRefSchema,
      }),
    )
    .max(EXAMPLE_DOCUMENTS_MAX),
});
export type ExampleDocumentSetBody = z.input<typeof exampleDocumentSetBodySchema>;

/** GET /api/example_documents: every customer's samples, for the carriers' help page. */
export const publishedExampleDocumentsSchema = z.array(
  z.object({
    customer: z.object({ id: z.number().int(), name: z.string() }),
    documents: z.array(exampleDocumentSchema),
  }),
);
export type PublishedExampleDocuments = z.infer<typeof publishedExampleDocumentsSchema>;
