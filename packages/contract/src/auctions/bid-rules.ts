// DESIGN 11 «Rules»: the first bid is at most startSum, every later one at most bestSumm − step; a bid placed when
// less than extensionMinutes remain moves dateEnd to the bid's time plus extensionMinutes. All sums in kopecks, so
// the arithmetic is exact; the server and the bid panel use the same functions.

const MINUTE_MS = 60_000;

/** The highest bid the auction takes now, in kopecks; null when even the lowest sum (1 kopeck) is not allowed. */
export const maxAllowedBidKopecks = (auction: {
  startSumKopecks: number;
  stepKopecks: number;
  bestSumKopecks: number | null;
}): number | null => {
  const max =
    auction.bestSumKopecks === null ? auction.startSumKopecks : auction.bestSumKopecks - auction.stepKopecks;
  return max >= 1 ? max : null;
};

/**
 * The end after an accepted bid at `at`. Anti-sniping is off when extensionMinutes is 0 and stops once the
 * optional cap of extensions is reached; a bid with extensionMinutes or more remaining changes nothing.
 */
export const endAfterBid = (
  auction: { dateEnd: Date; extensionMinutes: number; maxExtensions: number | null; extensionsCount: number },
  at: Date,
): { dateEnd: Date; isExtended: boolean } => {
  const window = auction.extensionMinutes * MINUTE_MS;
  const isCapped = auction.maxExtensions !== null && auction.extensionsCount >= auction.maxExtensions;
  if (window === 0 || isCapped || auction.dateEnd.getTime() - at.getTime() >= window)
    return { dateEnd: auction.dateEnd, isExtended: false };
  return { dateEnd: new Date(at.getTime() + window), isExtended: true };
};

/**
 * The winning sum split over the auction's routes in proportion to their initial sums, exact to the kopeck: each
 * share is rounded down and the kopecks left go to the largest remainders (then the earlier route).
 */
export const splitInProportion = (totalKopecks: number, weights: readonly number[]): number[] => {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (weightSum <= 0) {
    const even = weights.map(() => Math.floor(totalKopecks / weights.length));
    even[0]! += totalKopecks - even.reduce((sum, share) => sum + share, 0);
    return even;
  }
  // BigInt: sum × weight passes 2^53 for real sums, and a kopeck must not be lost to rounding.
  const total = BigInt(totalKopecks);
  const sum = BigInt(weightSum);
  const parts = weights.map((weight) => total * BigInt(weight));
  const shares = parts.map((part) => Number(part / sum));
  let left = totalKopecks - shares.reduce((acc, share) => acc + share, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
};
