import { Descriptions, type DescriptionsProps } from 'antd';
import type { CSSProperties } from 'react';

type RecordDescriptionsProps = {
  items: DescriptionsProps['items'];
  labelWidth?: number;
  contentStyle?: CSSProperties;
  style?: CSSProperties;
};

/**
 * A record's fields, one per line and bordered. On a phone the label goes above its value (styles.css,
 * `.record-descriptions`), so a fixed label column never squeezes the value to a letter a line.
 */
export function RecordDescriptions({
  items,
  labelWidth = 200,
  contentStyle,
  style,
}: RecordDescriptionsProps) {
  return (
    <Descriptions
      className="record-descriptions"
      bordered
      size="small"
      column={1}
      {...(contentStyle ? { styles: { content: contentStyle } } : {})}
      items={items}
      style={{ '--record-label-width': `${labelWidth}px`, ...style } as CSSProperties}
    />
  );
}
