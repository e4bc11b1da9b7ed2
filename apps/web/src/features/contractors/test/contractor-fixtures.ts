import type { Session } from '@portal/contract/auth/auth.schemas';
import type {
  ContractorCard,
  ContractorCardDetails,
} from '@portal/contract/contractors/contractor-card.schemas';
import type { ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import type { PartnerContractor } from '@portal/contract/contractors/partners.schemas';
import type { Page } from '@portal/contract/pagination';
import { TEST_SESSIONS } from '../../../shared/test/sessions';

export const CUSTOMER_ID = TEST_SESSIONS.customerAdmin.ownerId;
export const CONTRACTOR_ID = TEST_SESSIONS.contractorAdmin.ownerId;

export const MANAGER_SESSION: Session = {
  ...TEST_SESSIONS.customerUser,
  id: 4,
  username: 'manager@shipper.demo',
  roles: ['ROLE_MANAGER'],
};

export const CONTRACTOR_USER_SESSION: Session = {
  ...TEST_SESSIONS.contractorAdmin,
  id: 6,
  username: 'user@carrier.demo',
  roles: ['ROLE_USER'],
};

export const testPartner = (overrides: Partial<PartnerContractor> = {}): PartnerContractor => ({
  id: 21,
  name: 'ООО «ТрансЛогистик»',
  inn: '5012345672',
  verificationStatus: 1,
  active: true,
  rating: { rating: null },
  partnerStatus: 1,
  partnerReason: null,
  addedAt: '2025-11-10T10:05:00+03:00',
  ...overrides,
});

export const pageOf = <T>(items: T[]): Page<T> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});

export const testRecord = (overrides: Partial<ContractorRecord> = {}): ContractorRecord => ({
  id: CONTRACTOR_ID,
  name: 'ООО «Перевозчик»',
  inn: '5012345672',
  kpp: '501201001',
  ogrn: '1027700132195',
  legalAddress: '141400, Московская обл., г. Химки, ул. Заводская, д. 7',
  postalAddress: null,
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  bankAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  contactPerson: 'Петров Сергей Иванович',
  email: 'admin@carrier.demo',
  phone: '+7 (495) 123-45-67',
  vatRegime: 'general',
  active: true,
  verificationStatus: 1,
  rejectionReason: null,
  rating: { rating: null },
  createdAt: '2025-10-01T09:00:00+03:00',
  ...overrides,
});

/** The public part of a card from a full record, as the server answers it to any customer. */
export const testCardContractor = (record: ContractorRecord): ContractorCard['contractor'] => {
  const { id, name, inn, kpp, ogrn, active, verificationStatus, rating } = record;
  return { id, name, inn, kpp, ogrn, active, verificationStatus, rating };
};

const TEST_CARD_RECORD = testRecord({ id: 21, name: 'ООО «ТрансЛогистик»' });

export const testCardDetails = (): ContractorCardDetails => ({
  requisites: TEST_CARD_RECORD,
  documentTypes: [{ id: 1, name: 'Устав', description: '', required: true }],
  documents: [
    {
      id: 5,
      validationDocumentId: 1,
      file: {
        guid: '0b6f3c1e-7d2a-4f53-9a7e-1c2d3e4f5a61',
        originalName: 'устав.pdf',
        mimeType: 'application/pdf',
        size: 1024,
        createdAt: '2025-10-02T09:00:00+03:00',
      },
      createdAt: '2025-10-02T09:00:00+03:00',
    },
  ],
  users: [
    {
      id: 5,
      fullname: 'Петров Сергей Иванович',
      username: 'admin@carrier.demo',
      roles: ['ROLE_ADMIN'],
      blocked: false,
    },
  ],
  counts: { drivers: 0, vehicles: 0 },
  history: [
    {
      id: 9,
      createdAt: '2025-11-12T09:30:00+03:00',
      actor: { id: 1, fullname: 'Иванова Мария Александровна' },
      action: 'block',
      actionLabel: 'Заблокирован',
      fromLabel: 'Аккредитован',
      toLabel: 'Заблокирован',
      comment: 'Срыв погрузки',
    },
  ],
  expressDriversCheck: false,
});

export const testCard = (overrides: Partial<ContractorCard> = {}): ContractorCard => ({
  contractor: testCardContractor(TEST_CARD_RECORD),
  partnerStatus: 3,
  partnerReason: 'Срыв погрузки',
  partnerSince: '2025-11-10T10:05:00+03:00',
  details: testCardDetails(),
  ...overrides,
});
