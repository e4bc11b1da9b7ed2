import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { Page } from '@portal/contract/pagination';

export const testCard = (overrides: Partial<ContactRequisite> = {}): ContactRequisite => ({
  id: 21,
  customer: { id: 3, name: 'ООО «Грузоотправитель»' },
  contractor: null,
  contactPerson: 'Иванова Мария Александровна',
  position: 'Руководитель отдела логистики',
  phone: '+7 (495) 111-22-33',
  email: 'logistics@shipper.test',
  legalName: 'ООО «Грузоотправитель»',
  inn: '5012345672',
  kpp: '501201001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва, ул. Тверская, д. 1',
  postalAddress: null,
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  bankAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  comment: null,
  createdAt: '2026-03-01T10:00:00+03:00',
  updatedAt: '2026-03-01T10:00:00+03:00',
  ...overrides,
});

export const pageOfCards = (items: ContactRequisite[]): Page<ContactRequisite> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});
