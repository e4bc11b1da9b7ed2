import { formatNumber } from '@portal/contract/format/numbers';
import { formatRating, isRatingClamped, RATING_CLAMPED_NOTE } from '@portal/contract/rating/rating.rules';
import type { IndexValue, RatingDetail } from '@portal/contract/rating/rating.schemas';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { IndexEvents } from './index-events';
import { IndexNamePopover } from './index-name-popover';
import { formatIndexValue, formatPeriod, formatPoints, formatSigned } from './rating-format';

const columnsOf = (bonusAction?: (row: IndexValue) => ReactNode): ColumnsType<IndexValue> => [
  {
    title: 'Наименование',
    key: 'name',
    render: (_, row) => (
      <div>
        <IndexNamePopover index={row.index} />
        <div>
          <Typography.Text type="secondary">Значение: {formatIndexValue(row)}</Typography.Text>
        </div>
      </div>
    ),
  },
  { title: 'Период расчёта', key: 'period', render: (_, row) => formatPeriod(row) },
  {
    title: 'Баллы',
    key: 'points',
    render: (_, row) => (
      <div>
        {formatPoints(row.rating)}
        {row.bonus !== 0 && (
          <div>
            <Typography.Text type="success">Бонус: {formatSigned(row.bonus)}</Typography.Text>
          </div>
        )}
        {row.bonusComment && (
          <div>
            <Typography.Text type="secondary">{row.bonusComment}</Typography.Text>
          </div>
        )}
        {bonusAction && <div>{bonusAction(row)}</div>}
      </div>
    ),
  },
  { title: 'Весовой коэффициент', key: 'koeff', render: (_, row) => formatNumber(row.index.koeff) },
  {
    title: 'Итоговые баллы',
    key: 'result',
    render: (_, row) => formatRating(row.result),
  },
];

/**
 * SPEC 2.3 rating detail: the index values, their events on expanding a row, and the final rating. The customer's
 * rating card adds the bonus editing under the points (`bonusAction`).
 */
export function RatingDetailTable({
  detail,
  isLoading,
  bonusAction,
}: {
  detail: RatingDetail | undefined;
  isLoading: boolean;
  bonusAction?: (row: IndexValue) => ReactNode;
}) {
  return (
    <Table<IndexValue>
      size="middle"
      rowKey="id"
      loading={isLoading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={detail?.ratingIndexValues ?? []}
      columns={columnsOf(bonusAction)}
      expandable={{
        rowExpandable: (row) => row.eventsCount > 0,
        expandedRowRender: (row) => <IndexEvents indexValueId={row.id} />,
      }}
      locale={{ emptyText: 'Рейтинг ещё не рассчитан' }}
      summary={() =>
        detail && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <Typography.Text strong>Итоговый рейтинг за период {formatPeriod(detail)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>
              <Typography.Text strong>{formatRating(detail.rating)}</Typography.Text>
              {isRatingClamped(
                detail.ratingIndexValues.map((row) => row.result),
                detail.rating,
              ) && (
                <div>
                  <Typography.Text type="secondary">{RATING_CLAMPED_NOTE}</Typography.Text>
                </div>
              )}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )
      }
    />
  );
}
