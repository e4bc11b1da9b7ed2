import type { Session } from '@portal/contract/auth/auth.schemas';
import type {
  ContractorList,
  ContractorListMember,
  ContractorListSummary,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import type { ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import type { Page } from '@portal/contract/pagination';
import { TEST_SESSIONS } from '../../../shared/test/sessions';

export const CUSTOMER_ID = TEST_SESSIONS.customerAdmin.ownerId;
export const LISTS_URL = `/api/customers/${CUSTOMER_ID}/contractor-lists`;

export const MANAGER_SESSION: Session = {
  ...TEST_SESSIONS.customerUser,
  id: 4,
  username: 'manager@shipper.demo',
  roles: ['ROLE_MANAGER'],
};

export const testMember = (overrides: Partial<ContractorListMember> = {}): ContractorListMember => ({
  id: 21,
  name: 'ООО «ТрансЛогистик»',
  inn: '5012345672',
  active: true,
  verificationStatus: 1,
  partnerStatus: 1,
  ...overrides,
});

export const testList = (overrides: Partial<ContractorList> = {}): ContractorList => ({
  id: 7,
  name: 'Рефрижераторы',
  membersCount: 2,
  createdAt: '2025-11-10T10:05:00+03:00',
  updatedAt: '2025-11-12T09:30:00+03:00',
  createdBy: { id: 1, fullname: 'Иванова Мария Александровна' },
  members: [
    testMember(),
    testMember({ id: 22, name: 'ООО «СеверАвто»', inn: '7801234567', partnerStatus: 3 }),
  ],
  ...overrides,
});

export const summaryOf = ({ members: _members, ...summary }: ContractorList): ContractorListSummary =>
  summary;

export const pageOf = <T>(items: T[]): Page<T> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});

export const testOption = (overrides: Partial<ContractorOption> = {}): ContractorOption => ({
  id: 31,
  name: 'ООО «ВолгаКарго»',
  inn: '6312345678',
  active: true,
  partnerStatus: 1,
  ...overrides,
});
