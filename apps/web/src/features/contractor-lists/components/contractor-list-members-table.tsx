import { DeleteOutlined } from '@ant-design/icons';
import type { ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import { Button, Table, type TableColumnsType, Tooltip } from 'antd';
import { Link } from 'react-router';
import { PartnerStatusTag, VerificationStatusTag } from '../../../shared/companies/carrier-status-tags';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { routePath } from '../../../shared/navigation/route-path';

/** A member as the list record has it, or as the carrier lookup offers it (without the verification code). */
export type MemberRow = ContractorOption & { verificationStatus?: number };

type ContractorListMembersTableProps = {
  members: readonly MemberRow[];
  /** Given on the forms: each row gets a remove button. */
  onRemove?: (member: MemberRow) => void;
};

/** The carriers of a list with their verification and this customer's partner status. */
export function ContractorListMembersTable({ members, onRemove }: ContractorListMembersTableProps) {
  const columns: TableColumnsType<MemberRow> = [
    {
      title: 'Перевозчик',
      dataIndex: 'name',
      render: (name: string, member) => (
        <Link to={routePath('customer-contractor-view', { contractorId: member.id })}>{name}</Link>
      ),
    },
    { title: 'ИНН', dataIndex: 'inn' },
    {
      title: 'Верификация',
      key: 'verification',
      render: (_: unknown, member) => (
        <VerificationStatusTag
          active={member.active}
          {...(member.verificationStatus === undefined ? {} : { status: member.verificationStatus })}
        />
      ),
    },
    {
      title: 'Статус партнёра',
      key: 'partner',
      render: (_: unknown, member) => <PartnerStatusTag status={member.partnerStatus} />,
    },
    ...(onRemove
      ? [
          {
            title: 'Действия',
            key: 'actions',
            render: (_: unknown, member: MemberRow) => (
              <Tooltip title="Убрать из списка">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Убрать ${member.name} из списка`}
                  onClick={() => onRemove(member)}
                />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];
  return (
    <FocusableScroll label="Перевозчики списка">
      <Table<MemberRow>
        columns={columns}
        dataSource={[...members]}
        rowKey={(member) => member.id}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Перевозчики не добавлены' }}
      />
    </FocusableScroll>
  );
}
