import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CarOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  NodeIndexOutlined,
  PlaySquareOutlined,
  ScheduleOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from '@portal/contract/routes/menu-groups';
import type { ReactNode } from 'react';

export const MENU_GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  general: <AppstoreOutlined />,
  auctions: <ThunderboltOutlined />,
  tenders: <ScheduleOutlined />,
  flights: <NodeIndexOutlined />,
  proforma: <FileTextOutlined />,
  contractors: <AuditOutlined />,
  fleet: <CarOutlined />,
  attorneys: <FileProtectOutlined />,
  rating: <StarOutlined />,
  users: <TeamOutlined />,
  references: <BookOutlined />,
  reports: <BarChartOutlined />,
  videoLessons: <PlaySquareOutlined />,
};
