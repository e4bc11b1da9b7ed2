import type { RatingPreviewBody, RatingPreviewItem } from '@portal/contract/rating/rating.schemas';
import { Alert, Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useRatingPreview } from '../api/rating-api';
import { formatPeriod } from './rating-format';
import { ratingTrend } from './rating-trend';
import { RatingValue } from './rating-value';

const columns: ColumnsType<RatingPreviewItem> = [
  { title: 'Перевозчик', key: 'contractor', render: (_, row) => row.contractor.name },
  { title: 'Период расчёта', key: 'period', render: (_, row) => formatPeriod(row) },
  { title: 'Текущий рейтинг', key: 'rating', render: (_, row) => <RatingValue rating={row.rating} /> },
  { title: 'С изменениями', key: 'preview', render: (_, row) => <RatingValue rating={row.preview} /> },
  { title: 'Изменение', key: 'change', render: (_, row) => ratingTrend(row.preview, row.rating) },
];

/**
 * Issue 17 settings preview: each carrier's latest monthly rating now and with the weights and scales as edited on
 * this screen, before they are saved. `body` is null while an edit could not be saved.
 */
export function RatingPreviewCard({ body }: { body: RatingPreviewBody | null }) {
  const preview = useRatingPreview(body);
  return (
    <Card size="small" title="Как изменятся рейтинги">
      <Typography.Paragraph type="secondary">
        Последний месячный рейтинг каждого перевозчика сейчас и с весами и шкалами, изменёнными на этой
        странице, до сохранения. Допуск опоздания учитывается после сохранения.
      </Typography.Paragraph>
      {body === null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="Заполните вес и шкалу без ошибок (от не больше до), чтобы увидеть предпросмотр"
        />
      )}
      <FocusableScroll label="Как изменятся рейтинги">
        <Table<RatingPreviewItem>
          size="small"
          rowKey={(row) => row.contractor.id}
          loading={preview.isFetching}
          dataSource={preview.data?.items ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Рейтинги не найдены' }}
        />
      </FocusableScroll>
    </Card>
  );
}
