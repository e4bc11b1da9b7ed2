import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FlightStatusTags, OpenDisclaimerTag } from './flight-status';

type FlightHeaderProps = {
  flight: {
    routeCode: string;
    isDraft: boolean;
    isCancel: boolean;
    currentState: number;
    firstDepartment: { name: string };
    lastDepartment: { name: string };
    disclaimer: { status: number } | null;
  };
  /** Links and buttons on the right. */
  extra?: ReactNode;
};

/** The code, the lane and the status of a flight above its screen. */
export function FlightHeader({ flight, extra }: FlightHeaderProps) {
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              Рейс {flight.routeCode}
            </Typography.Title>
            <FlightStatusTags flight={flight} />
            {flight.disclaimer?.status === 0 && <OpenDisclaimerTag />}
          </Flex>
          <Typography.Text type="secondary">
            {flight.firstDepartment.name} — {flight.lastDepartment.name}
          </Typography.Text>
        </Flex>
        {extra}
      </Flex>
    </Card>
  );
}
