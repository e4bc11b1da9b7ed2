import { BookOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { OwnerType } from '@portal/contract/roles';
import { type RouteId, routeById } from '@portal/contract/routes/route-table';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type HelpLink = { routeId: RouteId; icon: ReactNode; description: string };

const MANUALS: Record<OwnerType, HelpLink> = {
  contractor: {
    routeId: 'contractor-manual',
    icon: <BookOutlined />,
    description: 'Верификация, автопарк, торги, рейсы, проформы и рейтинг перевозчика.',
  },
  customer: {
    routeId: 'customer-manual',
    icon: <BookOutlined />,
    description: 'Перевозчики, рейсы, аукционы, тендеры, проформы, рейтинг и настройки заказчика.',
  },
};

const VIDEO_LESSONS: Record<OwnerType, RouteId> = {
  contractor: 'video-lessons-contractor',
  customer: 'video-lessons-customer',
};

// The other side's manual, described from the reader's point of view.
const OTHER_MANUALS: Record<OwnerType, HelpLink> = {
  contractor: {
    routeId: 'customer-manual',
    icon: <BookOutlined />,
    description: 'Как заказчики проводят торги, проверяют перевозчиков и рассматривают апелляции.',
  },
  customer: {
    routeId: 'contractor-manual',
    icon: <BookOutlined />,
    description: 'Что видят и делают перевозчики: верификация, ставки, рейсы и апелляции.',
  },
};

/** The links of the help page: the user's own manual first, then video lessons, then the other side's manual. */
export const helpLinksFor = (side: OwnerType): HelpLink[] => [
  MANUALS[side],
  {
    routeId: VIDEO_LESSONS[side],
    icon: <PlayCircleOutlined />,
    description: 'Короткие видео о работе с порталом.',
  },
  OTHER_MANUALS[side],
];

export function HelpLinks({ side }: { side: OwnerType }) {
  return (
    <Row gutter={[12, 12]}>
      {helpLinksFor(side).map((link) => {
        const route = routeById(link.routeId);
        return (
          <Col key={link.routeId} xs={24} xl={8}>
            <Link to={route.path} className="help-link-card">
              <Card size="small" hoverable style={{ height: '100%' }}>
                <Typography.Text strong>
                  <span className="help-link-card__icon" aria-hidden>
                    {link.icon}
                  </span>
                  {route.title}
                </Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {link.description}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
