import {
  CONTRACTOR_LIST_NAME_MAX,
  contractorListMemberIdsSchema,
  contractorListNameSchema,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { Form, Input } from 'antd';
import { zodRule } from '../../../shared/forms/zod-rule';
import { ContractorListMembersField } from './contractor-list-members-field';
import type { MemberRow } from './contractor-list-members-table';

/** The fields of the add and edit forms, in the order the first-invalid focus follows. */
export function ContractorListFormFields({ initialMembers }: { initialMembers?: readonly MemberRow[] }) {
  return (
    <>
      <Form.Item label="Название" name="name" required rules={[zodRule(contractorListNameSchema)]}>
        <Input maxLength={CONTRACTOR_LIST_NAME_MAX} />
      </Form.Item>
      <Form.Item
        label="Перевозчики"
        name="contractorIds"
        required
        extra="Добавить можно только аккредитованных верифицированных партнёров"
        rules={[zodRule(contractorListMemberIdsSchema)]}
      >
        <ContractorListMembersField {...(initialMembers ? { initialMembers } : {})} />
      </Form.Item>
    </>
  );
}
