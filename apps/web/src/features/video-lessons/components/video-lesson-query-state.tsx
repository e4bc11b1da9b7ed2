import {
  VIDEO_LESSON_MESSAGES,
  type VideoLesson,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

type VideoLessonQueryStateProps = {
  query: UseQueryResult<VideoLesson>;
  backTo: string;
  children: (lesson: VideoLesson) => ReactNode;
};

/** The loading and not-found states of a screen showing one lesson. */
export function VideoLessonQueryState({ query, backTo, children }: VideoLessonQueryStateProps) {
  const navigate = useNavigate();
  if (query.data) return children(query.data);
  if (query.isError || !query.isFetching) {
    return (
      <Result
        status="404"
        title={VIDEO_LESSON_MESSAGES.notFound}
        extra={<Button onClick={() => navigate(backTo)}>К списку видеоуроков</Button>}
      />
    );
  }
  return (
    <Card style={{ maxWidth: 960 }}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
