import { Typography } from 'antd';
import { RatingValue } from './rating-value';

/**
 * SPEC 2.3: the current rating, coloured low (≤ 30), mid (31–49) or high (≥ 50); `undefined` while it loads (an
 * ellipsis, not «нет данных», which would tell the user something false for a moment).
 */
export function RatingHeading({ rating }: { rating: number | null | undefined }) {
  return (
    <Typography.Title level={4} style={{ margin: 0 }} aria-busy={rating === undefined}>
      Текущий рейтинг:{' '}
      {rating === undefined ? (
        <Typography.Text type="secondary">…</Typography.Text>
      ) : rating === null ? (
        <Typography.Text type="secondary">нет данных</Typography.Text>
      ) : (
        <RatingValue rating={rating} />
      )}
    </Typography.Title>
  );
}
