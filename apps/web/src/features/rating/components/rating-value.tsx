import { RATING_BAND_COLORS, ratingBand } from '@portal/contract/format/rating';
import { formatRating } from '@portal/contract/rating/rating.rules';

/** A rating coloured low (≤ 30), mid (31–49) or high (≥ 50) as SPEC 2.3 colours the carrier's heading. */
export function RatingValue({ rating }: { rating: number }) {
  const band = ratingBand(rating);
  return (
    <span data-band={band} style={{ color: RATING_BAND_COLORS[band], fontWeight: 600 }}>
      {formatRating(rating)}
    </span>
  );
}
