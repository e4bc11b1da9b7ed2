import { EditOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCompanyUser } from '../api/company-user';
import { CompanyUserCard } from './company-user-card';
import { CompanyUserQueryState } from './company-user-query-state';
import { companyUserSideOf } from './company-user-side';
import { useCompanyUserActions } from './use-company-user-actions';

/** A colleague's view card: Назад, and for admins Редактировать and Заблокировать / Разблокировать. */
export function OwnCompanyUserView({ session, userId }: { session: Session; userId: number }) {
  const navigate = useNavigate();
  const side = useMemo(() => companyUserSideOf(session), [session]);
  const query = useCompanyUser(side.company, userId);
  const { toggleBlocked, isBlocking } = useCompanyUserActions(side.company);

  return (
    <CompanyUserQueryState query={query} backTo={side.listPath}>
      {(user) => (
        <CompanyUserCard
          user={user}
          actions={
            <>
              <Button onClick={() => navigate(side.listPath)}>Назад</Button>
              {side.canManage && user.id !== session.id && (
                <Button
                  danger={!user.blocked}
                  icon={user.blocked ? <UnlockOutlined /> : <LockOutlined />}
                  loading={isBlocking}
                  onClick={() => void toggleBlocked(user)}
                >
                  {user.blocked ? 'Разблокировать' : 'Заблокировать'}
                </Button>
              )}
              {side.canManage && (
                <Button
                  type="primary"
                  icon={<EditOutlined />}
                  onClick={() => navigate(side.editPath(user.id))}
                >
                  Редактировать
                </Button>
              )}
            </>
          }
        />
      )}
    </CompanyUserQueryState>
  );
}
