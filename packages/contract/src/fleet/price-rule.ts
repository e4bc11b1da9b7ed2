// DESIGN 8, the price rule: when the volume of the truck, the trailer and the containers falls in an optional
// dimension of the route way, the freight sum is the initial sum times its percentage, rounded to 100 roubles;
// otherwise the route way's default dimension applies.

export type RangedDimension = { volumeFrom: number; volumeTo: number; percentage: number };
export type DimensionOption<D extends RangedDimension> = {
  dimension: D;
  firstDepartmentId: number | null;
  lastDepartmentId: number | null;
};

/** Both ends count: a volume exactly at `volumeFrom` or at `volumeTo` is inside. */
export const volumeFits = (volume: number, { volumeFrom, volumeTo }: RangedDimension): boolean =>
  volume >= volumeFrom && volume <= volumeTo;

/** The first optional dimension (in its order) for the pair whose range holds the volume, else the default. */
export const applicableDimension = <D extends RangedDimension>(
  volume: number,
  pair: { firstDepartmentId: number; lastDepartmentId: number },
  options: readonly DimensionOption<D>[],
  fallback: D,
): D =>
  options.find(
    (option) =>
      (option.firstDepartmentId === null || option.firstDepartmentId === pair.firstDepartmentId) &&
      (option.lastDepartmentId === null || option.lastDepartmentId === pair.lastDepartmentId) &&
      volumeFits(volume, option.dimension),
  )?.dimension ?? fallback;

const KOPECKS_PER_STEP = 10_000n; // 100 roubles

/**
 * initialSum × percentage ÷ 100 rounded half up to whole 100 roubles, in kopecks. Integer arithmetic: the
 * percentage has at most two decimals, so percentage × 100 is whole.
 */
export const freightSumKopecks = (initialKopecks: number, percentage: number): number => {
  const scaled = BigInt(Math.round(initialKopecks)) * BigInt(Math.round(percentage * 100));
  const divisor = 10_000n * KOPECKS_PER_STEP;
  return Number(((scaled + divisor / 2n) / divisor) * KOPECKS_PER_STEP);
};

/** Cubic metres summed to two decimals, so 0.1 + 0.2 is exactly 0.3 at the range's ends. */
export const totalVolume = (volumes: readonly number[]): number =>
  volumes.reduce((sum, volume) => sum + Math.round(volume * 100), 0) / 100;
