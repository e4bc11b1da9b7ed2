// Issue 12: a colour the user picked (a transportation name's) is shown as itself, with a Russian name for screen
// readers and with text that stays readable on it.

const hexToRgb = (hex: string): [number, number, number] | null => {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export const relativeLuminance = (hex: string): number => {
  const rgb = hexToRgb(hex);
  if (!rgb) return 0;
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
};

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export const contrastRatio = (first: string, second: string): number => {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/** The text colour, black or white, that reads better on `background`. */
export const readableTextOn = (background: string): '#000000' | '#ffffff' =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';

const HUES: [number, string][] = [
  [15, 'красный'],
  [40, 'оранжевый'],
  [65, 'жёлтый'],
  [165, 'зелёный'],
  [200, 'голубой'],
  [255, 'синий'],
  [290, 'фиолетовый'],
  [335, 'розовый'],
  [360, 'красный'],
];

/** A Russian name of a #rrggbb colour: its hue with «светло-»/«тёмно-», or a grey; the code itself if not a colour. */
export const colorName = (hex: string): string => {
  const rgb = hexToRgb(hex);
  if (!rgb) return hex;
  const [r, g, b] = rgb.map((value) => value / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12) {
    if (lightness > 0.9) return 'белый';
    if (lightness < 0.12) return 'чёрный';
    return lightness > 0.6 ? 'светло-серый' : lightness < 0.35 ? 'тёмно-серый' : 'серый';
  }
  let hue: number;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  const name = HUES.find(([limit]) => hue < limit)?.[1] ?? 'красный';
  if (lightness > 0.72) return `светло-${name}`;
  if (lightness < 0.3) return `тёмно-${name}`;
  return name;
};
