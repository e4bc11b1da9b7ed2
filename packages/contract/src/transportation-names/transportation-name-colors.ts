import { colorName } from '../format/colors';

// Colours that stay readable behind a tag's white text, one of each Russian colour name (no two kinds of cargo
// may share one: the API refuses it).
export const TRANSPORTATION_NAME_COLORS = [
  '#1677ff',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa8c16',
  '#d4b106',
  '#52c41a',
  '#13c2c2',
  '#8c8c8c',
  '#262626',
] as const;

/**
 * The colour a new kind of cargo starts with: the first of the palette whose Russian name none of the customer's
 * colours has (the API compares the names); the first of the palette once every one is taken.
 */
export const firstFreeTransportationColor = (taken: readonly string[]): string => {
  const takenNames = new Set(taken.map(colorName));
  return (
    TRANSPORTATION_NAME_COLORS.find((color) => !takenNames.has(colorName(color))) ??
    TRANSPORTATION_NAME_COLORS[0]
  );
};
