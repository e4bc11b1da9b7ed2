import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

type RecordQueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** «Список перевозчиков не найден». */
  notFoundTitle: string;
  backTo: string;
  backText: string;
  children: (record: T) => ReactNode;
};

/** The loading and not-found states of a screen showing one record; the record itself goes to `children`. */
export function RecordQueryState<T>({
  query,
  notFoundTitle,
  backTo,
  backText,
  children,
}: RecordQueryStateProps<T>) {
  const navigate = useNavigate();
  if (query.data) return children(query.data);
  if (query.isError || !query.isFetching) {
    return (
      <Result
        status="404"
        title={notFoundTitle}
        extra={<Button onClick={() => navigate(backTo)}>{backText}</Button>}
      />
    );
  }
  return (
    <Card style={{ maxWidth: 960 }}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
