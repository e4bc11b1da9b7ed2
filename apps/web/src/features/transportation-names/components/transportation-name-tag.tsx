import { Tag } from 'antd';

/** A kind of cargo as routes show it: its name on its own colour. */
export function TransportationNameTag({ name, color }: { name: string; color: string }) {
  return (
    <Tag color={color} variant="solid" style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
