import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_DOCUMENT_NAME_MAX,
  EXAMPLE_DOCUMENT_SUGGESTED_NAMES,
  EXAMPLE_DOCUMENTS_MAX,
  type ExampleDocument,
  exampleDocumentSetBodySchema,
  exampleDocumentSetSchema,
  publishedExampleDocumentsSchema,
} from './example-documents.schemas';

const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';

// decisions.md «Sample documents»: the customer's ordered set, name and file, at most 20.
describe('exampleDocumentSetBodySchema', () => {
  const documents = (count: number) =>
    Array.from({ length: count }, () => ({ name: 'Договор', file: { guid } }));

  it('takes the set in its order with trimmed names', () => {
    const body = {
      documents: [
        { name: ' Договор ', file: { guid } },
        { name: 'Доверенность', file: { guid } },
      ],
    };
    expect(exampleDocumentSetBodySchema.parse(body)).toEqual({
      documents: [
        { name: 'Договор', file: { guid } },
        { name: 'Доверенность', file: { guid } },
      ],
    });
  });

  it('takes at most 20 documents, each named with 1 to 255 characters', () => {
    expect(
      exampleDocumentSetBodySchema.safeParse({ documents: documents(EXAMPLE_DOCUMENTS_MAX) }).success,
    ).toBe(true);
    expect(
      exampleDocumentSetBodySchema.safeParse({ documents: documents(EXAMPLE_DOCUMENTS_MAX + 1) }).success,
    ).toBe(false);
    const named = (name: string) => ({ documents: [{ name, file: { guid } }] });
    expect(exampleDocumentSetBodySchema.safeParse(named(' ')).success).toBe(false);
    expect(exampleDocumentSetBodySchema.safeParse(named('я'.repeat(EXAMPLE_DOCUMENT_NAME_MAX))).success).toBe(
      true,
    );
    expect(
      exampleDocumentSetBodySchema.safeParse(named('я'.repeat(EXAMPLE_DOCUMENT_NAME_MAX + 1))).success,
    ).toBe(false);
  });
});

describe('the sample document answers', () => {
  const document: ExampleDocument = {
    id: 1,
    name: 'Договор',
    file: { guid, originalName: 'договор.docx', mimeType: 'application/msword' },
    updatedAt: '2025-03-12T10:00:00.000Z',
  };

  it("pass a customer's set and every customer's samples through", () => {
    expect(exampleDocumentSetSchema.parse({ documents: [document] })).toEqual({ documents: [document] });
    const published = [{ customer: { id: 1, name: 'ООО «Заказчик»' }, documents: [document] }];
    expect(publishedExampleDocumentsSchema.parse(published)).toEqual(published);
  });

  it('suggests Russian document names', () => {
    for (const name of EXAMPLE_DOCUMENT_SUGGESTED_NAMES) expect(name).toMatch(/^[А-ЯЁ][а-яё]+ /);
  });
});
