import { TRANSPORTATION_NAME_COLORS } from '@portal/contract/transportation-names/transportation-name-colors';
import { ColorPicker, Input, Space } from 'antd';
import { useState } from 'react';

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
  const [pickerColor, setPickerColor] = useState(
    HEX_COLOR.test(value) ? value : TRANSPORTATION_NAME_COLORS[0],
  );
  if (HEX_COLOR.test(value) && value !== pickerColor) setPickerColor(value);
  return (
    <Space.Compact>
      <ColorPicker
        value={pickerColor}
        disabledAlpha
        presets={[{ label: 'Рекомендуемые', colors: [...TRANSPORTATION_NAME_COLORS] }]}
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
