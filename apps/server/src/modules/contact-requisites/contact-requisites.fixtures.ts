import type { Db } from '../../core/db/database';
import { contractorPartners } from '../../db/schema/index';

/** A card that passes every requisite check (the INN, KPP, OGRN, BIK and accounts agree). */
export const validCard = (overrides: Record<string, unknown> = {}) => ({
  contactPerson: 'Иванова Мария Александровна',
  position: 'Руководитель отдела логистики',
  phone: '+7 (495) 111-22-33',
  email: 'logistics@shipper.test',
  legalName: 'АО «СеверТрансГрупп»',
  inn: '5012345672',
  kpp: '501201001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва, ул. Тверская, д. 1',
  postalAddress: '',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  bankAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  comment: 'Звонить с 9 до 18',
  ...overrides,
});

export const addPartner = async (db: Db, customerId: number, contractorId: number, status: 1 | 3 = 1) => {
  await db.insert(contractorPartners).values({ customerId, contractorId, status });
};
