import type { ContractorRating as Rating } from '@portal/contract/contractors/contractors.schemas';
import { RATING_BAND_COLORS, ratingBand } from '@portal/contract/format/rating';
import { formatRating } from '@portal/contract/rating/rating.rules';
import { Typography } from 'antd';

/** SPEC 2.3's rating colours; no rating is calculated yet for most carriers, shown as a dash. */
export function ContractorRating({ rating }: { rating: Rating }) {
  if (rating.rating === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text strong style={{ color: RATING_BAND_COLORS[ratingBand(rating.rating)] }}>
      {formatRating(rating.rating)}
    </Typography.Text>
  );
}
