// DESIGN 12: the documents a customer requires with a proforma: «УПД», or «Акт» and «Счёт-фактура».

export const REQUIRED_DOCUMENTS = ['upd', 'act_invoice'] as const;
export type RequiredDocuments = (typeof REQUIRED_DOCUMENTS)[number];
export const DEFAULT_REQUIRED_DOCUMENTS: RequiredDocuments = 'upd';

export const REQUIRED_DOCUMENTS_LABELS: Record<RequiredDocuments, string> = {
  upd: 'УПД',
  act_invoice: 'Акт и счёт-фактура',
};

/** What the carrier's view says of the customer's requirement. */
export const REQUIRED_DOCUMENTS_HINTS: Record<RequiredDocuments, string> = {
  upd: 'Заказчик требует УПД: без него проформа не отправится.',
  act_invoice: 'Заказчик требует акт и счёт-фактуру: без них проформа не отправится.',
};

export const PROFORMA_DOCUMENTS = ['upd', 'act', 'invoice'] as const;
export type ProformaDocument = (typeof PROFORMA_DOCUMENTS)[number];

export const PROFORMA_DOCUMENT_LABELS: Record<ProformaDocument, string> = {
  upd: 'УПД',
  act: 'Акт',
  invoice: 'Счёт-фактура',
};

export const DOCUMENTS_REQUIRED: Record<RequiredDocuments, readonly ProformaDocument[]> = {
  upd: ['upd'],
  act_invoice: ['act', 'invoice'],
};

/** The documents the customer requires that the proforma does not hold yet. */
export const missingDocuments = (
  required: RequiredDocuments,
  attached: Partial<Record<ProformaDocument, unknown>>,
): ProformaDocument[] => DOCUMENTS_REQUIRED[required].filter((kind) => !attached[kind]);
