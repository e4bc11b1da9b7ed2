import { colorName } from '@portal/contract/format/colors';
import { Flex } from 'antd';

/** The colour itself, with its Russian name (issue 12: a hex code means nothing to a reader or a screen reader). */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <Flex align="center" gap={8}>
      <span
        aria-hidden
        style={{
          width: 20,
          height: 20,
          borderRadius: 4,
          background: color,
          border: '1px solid rgba(0, 0, 0, 0.6)',
          flex: 'none',
        }}
      />
      <span>{colorName(color)}</span>
    </Flex>
  );
}
