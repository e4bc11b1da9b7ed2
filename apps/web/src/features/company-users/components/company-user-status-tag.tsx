import {
  USER_STATUS_LABELS,
  type UserStatus,
  userStatusOf,
} from '@portal/contract/company-users/user-status';
import type { User } from '@portal/contract/users/users.schemas';
import { Tag } from 'antd';

const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'success',
  blocked: 'error',
  invited: 'processing',
};

export function CompanyUserStatusTag({ user }: { user: Pick<User, 'blocked' | 'active'> }) {
  const status = userStatusOf(user);
  return <Tag color={STATUS_COLORS[status]}>{USER_STATUS_LABELS[status]}</Tag>;
}
