import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { ContactCardRow } from './contact-requisites.repository';

export const presentContactRequisite = ({
  card,
  customerName,
  contractorName,
}: ContactCardRow): ContactRequisite => ({
  id: card.id,
  customer: { id: card.customerId, name: customerName },
  contractor: card.contractorId === null ? null : { id: card.contractorId, name: contractorName ?? '' },
  contactPerson: card.contactPerson,
  position: card.position,
  phone: card.phone,
  email: card.email,
  legalName: card.legalName,
  inn: card.inn,
  kpp: card.kpp,
  ogrn: card.ogrn,
  legalAddress: card.legalAddress,
  postalAddress: card.postalAddress,
  bankName: card.bankName,
  bik: card.bik,
  bankAccount: card.bankAccount,
  correspondentAccount: card.correspondentAccount,
  comment: card.comment,
  createdAt: card.createdAt.toISOString(),
  updatedAt: card.updatedAt.toISOString(),
});
