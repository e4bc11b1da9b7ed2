import { Typography } from 'antd';
import { RatingValue } from './rating-value';

/** SPEC 2.3: the current rating, coloured low (≤ 30), mid (31–49) or high (≥ 50). */
export function RatingHeading({ rating }: { rating: number | null }) {
  return (
    <Typography.Title level={4} style={{ margin: 0 }}>
      Текущий рейтинг:{' '}
      {rating === null ? (
        <Typography.Text type="secondary">нет данных</Typography.Text>
      ) : (
        <RatingValue rating={rating} />
      )}
    </Typography.Title>
  );
}
