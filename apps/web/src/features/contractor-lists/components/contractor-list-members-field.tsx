import { Flex } from 'antd';
import { useState } from 'react';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { ContractorListMembersTable, type MemberRow } from './contractor-list-members-table';

type ContractorListMembersFieldProps = {
  /** From Form.Item: the id the label and the first-invalid focus point at. */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The members the list had when the form opened, with their names and state. */
  initialMembers?: readonly MemberRow[];
};

/**
 * The members of a list as a Form.Item control: a searchable multi-select offering only the customer's
 * accredited verified partners, and the chosen carriers as a table with remove buttons.
 */
export function ContractorListMembersField({
  id,
  value = [],
  onChange,
  initialMembers = [],
}: ContractorListMembersFieldProps) {
  const [known, setKnown] = useState<readonly MemberRow[]>(initialMembers);
  const knownById = new Map(known.map((member) => [member.id, member]));
  const members = value.flatMap((memberId) => knownById.get(memberId) ?? []);

  return (
    <Flex vertical gap={12}>
      <ContractorSelect
        {...(id ? { id } : {})}
        mode="multiple"
        partner="accredited"
        placeholder="Найдите перевозчика по названию или ИНН"
        isSummaryOnly
        known={known}
        value={value}
        onChange={(ids, options) => {
          setKnown((current) => [...current, ...options.filter((option) => !knownById.has(option.id))]);
          onChange?.(ids);
        }}
      />
      <ContractorListMembersTable
        members={members}
        onRemove={(member) => onChange?.(value.filter((memberId) => memberId !== member.id))}
      />
    </Flex>
  );
}
