import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * The parts of an auction's view one under another, each a titled card: on a live view nothing hides behind a
 * tab, and a phone scrolls instead of folding tabs into a menu.
 */
export function AuctionSections({
  sections,
}: {
  sections: { key: string; title: string; children: ReactNode }[];
}) {
  return (
    <Flex vertical gap={16}>
      {sections.map((section) => (
        <Card
          key={section.key}
          size="small"
          title={<h3 style={{ margin: 0, fontSize: 16 }}>{section.title}</h3>}
        >
          {section.children}
        </Card>
      ))}
    </Flex>
  );
}
