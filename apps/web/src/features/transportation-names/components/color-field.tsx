import { ColorPicker, Input, Space } from 'antd';
import { useState } from 'react';

// Colours that stay readable behind a tag's white text, one of each Russian colour name (no two kinds of cargo
// may share one: the API refuses it).
export const PRESET_COLORS = [
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
];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type ColorFieldProps = {
  /** From Form.Item: the label points at the text input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * A `#rrggbb` colour: picked from the palette (antd ColorPicker, no transparency) or typed, which also keeps the
 * field usable from the keyboard.
 */
export function ColorField({ id, value = '', onChange }: ColorFieldProps) {
  // While a typed colour is incomplete, the picker keeps showing the last whole one.
  const [pickerColor, setPickerColor] = useState(HEX_COLOR.test(value) ? value : PRESET_COLORS[0]);
  if (HEX_COLOR.test(value) && value !== pickerColor) setPickerColor(value);
  return (
    <Space.Compact>
      <ColorPicker
        value={pickerColor}
        disabledAlpha
        presets={[{ label: 'Рекомендуемые', colors: PRESET_COLORS }]}
        onChange={(color) => onChange?.(color.toHexString())}
        aria-label="Выбрать цвет на палитре"
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={7}
        placeholder="#rrggbb"
        style={{ width: 120 }}
      />
    </Space.Compact>
  );
}
