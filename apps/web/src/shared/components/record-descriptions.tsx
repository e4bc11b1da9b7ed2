import { Descriptions, type DescriptionsProps, Grid } from 'antd';
import type { CSSProperties } from 'react';

type RecordDescriptionsProps = {
  items: DescriptionsProps['items'];
  labelWidth?: number;
  contentStyle?: CSSProperties;
  style?: CSSProperties;
};

/**
 * A record's fields, one per line and bordered. On a phone the label goes above its value, so a fixed label
 * column never squeezes the value to a letter a line.
 */
export function RecordDescriptions({
  items,
  labelWidth = 200,
  contentStyle,
  style,
}: RecordDescriptionsProps) {
  const isWide = Grid.useBreakpoint().sm ?? true;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      layout={isWide ? 'horizontal' : 'vertical'}
      styles={{
        ...(isWide ? { label: { width: labelWidth } } : {}),
        ...(contentStyle ? { content: contentStyle } : {}),
      }}
      items={items}
      {...(style ? { style } : {})}
    />
  );
}
