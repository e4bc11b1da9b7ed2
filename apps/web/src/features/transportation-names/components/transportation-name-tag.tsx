import { readableTextOn } from '@portal/contract/format/colors';
import { Tag } from 'antd';

/** A kind of cargo as routes show it: its name on its own colour, in black or white, whichever reads on it. */
export function TransportationNameTag({ name, color }: { name: string; color: string }) {
  return (
    <Tag color={color} variant="solid" style={{ marginInlineEnd: 0, color: readableTextOn(color) }}>
      {name}
    </Tag>
  );
}
