import { ROLE_LABELS, type Role } from '@portal/contract/roles';
import { Flex, Tag } from 'antd';

const ROLE_ORDER: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_USER'];

/** The Russian labels of the roles, the most significant first. */
export const roleLabels = (roles: readonly Role[]): string[] =>
  ROLE_ORDER.filter((role) => roles.includes(role)).map((role) => ROLE_LABELS[role]);

export function CompanyUserRoles({ roles }: { roles: readonly Role[] }) {
  return (
    <Flex gap={4} wrap>
      {roleLabels(roles).map((label) => (
        <Tag key={label}>{label}</Tag>
      ))}
    </Flex>
  );
}
