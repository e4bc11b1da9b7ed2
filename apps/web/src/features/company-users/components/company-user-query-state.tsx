import { COMPANY_USER_MESSAGES } from '@portal/contract/company-users/company-users.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export function CompanyUserNotFound({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={COMPANY_USER_MESSAGES.notFound}
      extra={<Button onClick={() => navigate(backTo)}>Назад</Button>}
    />
  );
}

type CompanyUserQueryStateProps<T> = {
  query: UseQueryResult<T>;
  backTo: string;
  children: (user: T) => ReactNode;
};

/** The loading and not-found states of a screen showing one user. */
export function CompanyUserQueryState<T>({ query, backTo, children }: CompanyUserQueryStateProps<T>) {
  if (query.data) return children(query.data);
  if (query.isError || !query.isFetching) return <CompanyUserNotFound backTo={backTo} />;
  return (
    <Card style={{ maxWidth: 760 }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}
