import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import {
  type DashboardCard as Card,
  DASHBOARD_ITEM_KINDS,
  DASHBOARD_VALUE_KINDS,
  type DashboardValueKind,
} from '@portal/contract/dashboard/dashboard.schemas';
import { formatMoney, formatNumber } from '@portal/contract/format/numbers';
import { RATING_BAND_COLORS, ratingBand } from '@portal/contract/format/rating';
import { Card as AntCard, Flex, Typography } from 'antd';
import { Link } from 'react-router';

export const NO_DATA = 'нет данных';

/** A card's figure as text: ru-RU numbers, roubles with kopecks, «нет данных» for null. */
export const valueText = (kind: DashboardValueKind, value: number | null): string => {
  if (value === null) return NO_DATA;
  return kind === 'money' ? formatMoney(value) : formatNumber(value);
};

/** An item's value beside its label; '' where the card's items carry none. */
const itemText = (kind: DashboardValueKind | undefined, value: number | null): string => {
  switch (kind) {
    case 'money':
      return value === null ? 'ставок нет' : formatMoney(value);
    case 'place':
      return value === null ? 'ставок нет' : `${formatNumber(value)}-е место`;
    case 'count':
    case 'rating':
      return formatNumber(value);
    default:
      return '';
  }
};

const ratingColor = (kind: DashboardValueKind, value: number | null) =>
  kind === 'rating' && value !== null ? RATING_BAND_COLORS[ratingBand(value)] : undefined;

/** Against the previous month: the arrow and the words, so the trend does not rest on colour alone. */
function Trend({
  kind,
  value,
  previous,
}: {
  kind: DashboardValueKind;
  value: number | null;
  previous: number | null;
}) {
  if (previous === null)
    return <Typography.Text type="secondary">В прошлом месяце: {NO_DATA}</Typography.Text>;
  const delta = value === null ? 0 : value - previous;
  const Icon = delta > 0 ? ArrowUpOutlined : delta < 0 ? ArrowDownOutlined : MinusOutlined;
  return (
    <Typography.Text type="secondary">
      <Icon aria-hidden /> В прошлом месяце: {valueText(kind, previous)}
    </Typography.Text>
  );
}

/** One figure of the dashboard: its title and number open the filtered list; items open their records. */
export function DashboardCard({ card }: { card: Card }) {
  const kind = DASHBOARD_VALUE_KINDS[card.key];
  const itemKind = DASHBOARD_ITEM_KINDS[card.key];
  const text = valueText(kind, card.value);
  return (
    <AntCard
      size="small"
      style={{ height: '100%' }}
      data-card={card.key}
      title={
        <Link to={card.link} style={{ whiteSpace: 'normal' }}>
          {card.title}
        </Link>
      }
    >
      <Flex vertical gap={8}>
        <Link to={card.link} aria-label={`${card.title}: ${text}`}>
          <span
            style={{
              fontSize: card.value === null ? 16 : 28,
              fontWeight: 600,
              color: card.value === null ? 'rgba(0, 0, 0, 0.65)' : ratingColor(kind, card.value),
            }}
          >
            {text}
          </span>
        </Link>
        {card.previous !== undefined && <Trend kind={kind} value={card.value} previous={card.previous} />}
        {card.items && card.items.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {card.items.map((item) => {
              const itemValue = itemText(itemKind, item.value);
              return (
                <li key={item.id} style={{ padding: '2px 0' }}>
                  <Link to={item.link}>
                    <Flex justify="space-between" gap={8} wrap="wrap">
                      <span style={{ overflowWrap: 'anywhere' }}>{item.label}</span>
                      {itemValue && (
                        <span
                          style={{ whiteSpace: 'nowrap', color: ratingColor(itemKind ?? 'none', item.value) }}
                        >
                          {itemValue}
                        </span>
                      )}
                    </Flex>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Flex>
    </AntCard>
  );
}
