import type { ContractorRating as Rating } from '@portal/contract/contractors/contractors.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { RATING_BAND_COLORS, ratingBand } from '@portal/contract/format/rating';
import { Typography } from 'antd';

/** SPEC 2.3's rating colours; no rating is calculated yet for most carriers, shown as a dash. */
export function ContractorRating({ rating }: { rating: Rating }) {
  if (rating.rating === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text strong style={{ color: RATING_BAND_COLORS[ratingBand(rating.rating)] }}>
      {formatNumber(rating.rating)}
    </Typography.Text>
  );
}
