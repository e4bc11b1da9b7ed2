import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { CONTRACTOR_LIST_MESSAGES } from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useContractorList } from '../api/contractor-list';
import { ContractorListMembersTable } from '../components/contractor-list-members-table';
import { contractorListRights } from '../components/contractor-list-rights';

function ContractorListViewPage() {
  const session = useSession();
  const navigate = useNavigate();
  const id = Number(useParams().contractorListId);
  const query = useContractorList(id);
  const { canManage, canCopy } = contractorListRights(session);
  const listPath = routePath('contractor-lists');
  const params = { contractorListId: id };

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={CONTRACTOR_LIST_MESSAGES.notFound}
      backTo={listPath}
      backText="К спискам перевозчиков"
    >
      {(contractorList) => (
        <Card style={{ maxWidth: 960 }}>
          <Flex vertical gap={16}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {contractorList.name}
            </Typography.Title>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              items={[
                { key: 'author', label: 'Автор', children: contractorList.createdBy?.fullname ?? '—' },
                { key: 'created', label: 'Создан', children: formatDateTime(contractorList.createdAt) },
                { key: 'updated', label: 'Изменён', children: formatDateTime(contractorList.updatedAt) },
              ]}
            />
            <ContractorListMembersTable members={contractorList.members} />
            <Flex gap={8} justify="flex-end" wrap>
              <Button onClick={() => navigate(listPath)}>Назад</Button>
              {canCopy && (
                <Button
                  icon={<CopyOutlined />}
                  onClick={() => navigate(routePath('contractor-list-copy', params))}
                >
                  Копировать
                </Button>
              )}
              {canManage && (
                <Button
                  type="primary"
                  icon={<EditOutlined />}
                  onClick={() => navigate(routePath('contractor-list-edit', params))}
                >
                  Редактировать
                </Button>
              )}
            </Flex>
          </Flex>
        </Card>
      )}
    </RecordQueryState>
  );
}

export { ContractorListViewPage as Component };
