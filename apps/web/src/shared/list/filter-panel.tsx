import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Collapse, Flex, Form } from 'antd';
import type { ReactNode } from 'react';

type FilterPanelProps = {
  children: ReactNode;
  activeCount: number;
  onReset: () => void;
  isDefaultOpen?: boolean;
};

/** DESIGN 10: the collapsible filter panel of a list; the header shows how many filters are set. */
export function FilterPanel({ children, activeCount, onReset, isDefaultOpen = true }: FilterPanelProps) {
  return (
    <Collapse
      size="small"
      defaultActiveKey={isDefaultOpen ? ['filters'] : []}
      style={{ background: '#fff' }}
      items={[
        {
          key: 'filters',
          label: (
            <Flex align="center" gap={8}>
              <FilterOutlined />
              <span>Фильтры</span>
              {activeCount > 0 && <Badge count={activeCount} color="#1f5fbf" size="small" />}
            </Flex>
          ),
          extra:
            activeCount > 0 ? (
              <Button
                type="link"
                size="small"
                onClick={(event) => {
                  // The click must not fold the panel.
                  event.stopPropagation();
                  onReset();
                }}
              >
                Сбросить
              </Button>
            ) : null,
          children: (
            <Form layout="vertical" component="div">
              <Flex gap={16} wrap align="flex-end">
                {children}
              </Flex>
            </Form>
          ),
        },
      ]}
    />
  );
}

type FilterFieldProps = { label: string; htmlFor: string; children: ReactNode; width?: number };

/** One labelled filter control of a FilterPanel; `htmlFor` is the id of the control. */
export function FilterField({ label, htmlFor, children, width = 240 }: FilterFieldProps) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} style={{ marginBottom: 0, width, maxWidth: '100%' }}>
      {children}
    </Form.Item>
  );
}
