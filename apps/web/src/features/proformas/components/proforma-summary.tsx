import { formatDate, formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { proformaStatusLabel } from '@portal/contract/proformas/proforma-status';
import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { Alert, Collapse, Flex, Table, Typography } from 'antd';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import type { ProformaSide } from '../api/proformas';
import { periodText } from './proforma-columns';
import { OverdueTag, ProformaStatusTag } from './proforma-status-tag';

type History = Proforma['history'][number];

const statusText = (status: History['from']) => (status === null ? '—' : proformaStatusLabel(status));

/** The header of a proforma: the other company, period, status with its dates, due date and payment. */
export function ProformaSummary({ proforma, side }: { proforma: Proforma; side: ProformaSide }) {
  return (
    <Flex vertical gap={12}>
      {proforma.status === 3 && proforma.returnComment && (
        <Alert
          type="warning"
          showIcon
          message="Комментарий к возврату"
          description={proforma.returnComment}
        />
      )}
      <RecordDescriptions
        items={[
          side === 'contractor'
            ? { key: 'customer', label: 'Заказчик', children: proforma.customer.name }
            : { key: 'contractor', label: 'Перевозчик', children: proforma.contractor.name },
          { key: 'period', label: 'Период', children: periodText(proforma) },
          {
            key: 'status',
            label: 'Статус',
            children: (
              <Flex gap={4} wrap>
                <ProformaStatusTag status={proforma.status} />
                {proforma.isOverdue && <OverdueTag />}
              </Flex>
            ),
          },
          ...(proforma.sentOn
            ? [{ key: 'sent', label: 'Отправлена', children: formatDateTime(proforma.sentOn) }]
            : []),
          ...(proforma.acceptedOn
            ? [{ key: 'accepted', label: 'Принята', children: formatDateTime(proforma.acceptedOn) }]
            : []),
          {
            key: 'totals',
            label: 'Сумма с НДС',
            children: `${formatMoney(proforma.totals.summ)}, в т. ч. НДС ${formatMoney(proforma.totals.vat)}`,
          },
          { key: 'due', label: 'Срок оплаты', children: formatDate(proforma.dueDate) || 'после принятия' },
          ...(proforma.paidOn
            ? [
                {
                  key: 'paid',
                  label: 'Оплачена',
                  children: `${formatDate(proforma.paidOn)}, платёжное поручение № ${proforma.paymentNumber ?? '—'}`,
                },
              ]
            : []),
          ...(proforma.comment ? [{ key: 'comment', label: 'Комментарий', children: proforma.comment }] : []),
        ]}
      />
      <Collapse
        size="small"
        items={[
          {
            key: 'history',
            label: `История статусов (${proforma.history.length})`,
            children: (
              <Table<History>
                size="small"
                rowKey={(entry) => `${entry.at}-${entry.to}`}
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={proforma.history}
                locale={{ emptyText: 'Изменений не было' }}
                columns={[
                  { title: 'Когда', render: (_, entry) => formatDateTime(entry.at) },
                  { title: 'Кто', render: (_, entry) => entry.user?.fullname ?? '—' },
                  {
                    title: 'Статус',
                    render: (_, entry) => `${statusText(entry.from)} → ${statusText(entry.to)}`,
                  },
                  {
                    title: 'Комментарий',
                    render: (_, entry) => <Typography.Text>{entry.comment ?? ''}</Typography.Text>,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
