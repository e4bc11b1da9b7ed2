import { PlusOutlined } from '@ant-design/icons';
import type { ApiKey, CreatedApiKey } from '@portal/contract/integration/api-keys.schemas';
import { Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { PagedTable } from '../../../shared/list/paged-table';
import { RefreshButton } from '../../../shared/list/refresh-button';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useApiKeys, useRevokeApiKeyMutation } from '../api/api-keys';
import type { CompanyRef } from '../api/integration-endpoints';
import { apiKeyColumns } from './api-key-columns';
import { CreateApiKeyDialog } from './api-key-form-dialog';
import { API_KEY_TEXTS } from './integration-texts';
import { OneTimeSecretDialog } from './one-time-secret-dialog';
import { useLocalPaging } from './use-local-paging';

/** «Ключи API»: the keys by name and prefix, «Создать ключ» with the key shown once, «Отозвать». */
export function ApiKeysTab({ company }: { company: CompanyRef }) {
  const paging = useLocalPaging();
  const query = useApiKeys(company, { page: paging.page, limit: paging.limit });
  const revoke = useRevokeApiKeyMutation(company);
  const confirmedAction = useConfirmedAction();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const columns = useMemo(
    () =>
      apiKeyColumns(
        (key: ApiKey) =>
          void confirmedAction(
            {
              title: API_KEY_TEXTS.revokeQuestion,
              content: `${key.name}. ${API_KEY_TEXTS.revokeWarning}`,
              isDanger: true,
            },
            () => revoke.mutateAsync(key.id),
            API_KEY_TEXTS.revoked,
          ),
      ),
    [confirmedAction, revoke],
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 880 }}>
        Ключ API позволяет учётной системе (1С, ERP, TMS) читать ленту событий и работать с порталом от имени
        компании без входа сотрудника.
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          Создать ключ
        </Button>
        <RefreshButton
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isFetching && !query.isPending}
          updatedAt={query.dataUpdatedAt}
        />
      </Flex>
      <PagedTable<ApiKey>
        columns={columns}
        rowKey={(key) => key.id}
        data={query.data}
        isLoading={query.isPending || query.isPlaceholderData}
        page={paging.page}
        limit={paging.limit}
        onPageChange={paging.setPage}
        emptyText={
          query.isError && !query.data
            ? 'Не удалось загрузить список. Нажмите «Обновить».'
            : 'Ключей нет. Нажмите «Создать ключ», чтобы подключить учётную систему.'
        }
      />
      {isCreating && (
        <CreateApiKeyDialog company={company} onClose={() => setIsCreating(false)} onCreated={setCreated} />
      )}
      {created && (
        <OneTimeSecretDialog
          title={`${API_KEY_TEXTS.keyTitle}: ${created.name}`}
          label="Ключ"
          value={created.key}
          warning={API_KEY_TEXTS.keyWarning}
          onClose={() => setCreated(null)}
        />
      )}
    </Flex>
  );
}
