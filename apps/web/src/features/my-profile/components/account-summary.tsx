import type { Session } from '@portal/contract/auth/auth.schemas';
import { OWNER_TYPE_LABELS, ROLE_LABELS } from '@portal/contract/roles';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';

/** What the user cannot change here: the login, the company and the roles (an admin assigns those). */
export function AccountSummary({ session }: { session: Session }) {
  return (
    <RecordDescriptions
      labelWidth={180}
      style={{ marginBottom: 24 }}
      items={[
        { key: 'username', label: 'Логин', children: session.username },
        {
          key: 'company',
          label: 'Компания',
          children: `${session.company.name} (${OWNER_TYPE_LABELS[session.ownerType].toLowerCase()})`,
        },
        { key: 'roles', label: 'Роли', children: session.roles.map((role) => ROLE_LABELS[role]).join(', ') },
      ]}
    />
  );
}
