import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { VideoLessonRowActions } from './video-lesson-row-actions';

/** SPEC 2.3: name, description, published, sort position, actions. */
export const videoLessonColumns = (canManage: boolean): TableColumnsType<VideoLesson> => [
  {
    title: 'Название',
    dataIndex: 'name',
    render: (name: string, lesson) => (
      <Link to={routePath('video-lesson-view', { videoLessonId: lesson.id })}>{name}</Link>
    ),
  },
  {
    title: 'Описание',
    dataIndex: 'description',
    render: (description: string) => (
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 2, tooltip: description }}
        style={{ margin: 0, width: 320 }}
      >
        {description || '—'}
      </Typography.Paragraph>
    ),
  },
  {
    title: 'Опубликован',
    dataIndex: 'published',
    render: (published: boolean) => (
      <Tag color={published ? 'green' : 'default'}>{published ? 'Да' : 'Нет'}</Tag>
    ),
  },
  { title: 'Позиция сортировки', dataIndex: 'sortPosition', align: 'right', width: 120 },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, lesson) => <VideoLessonRowActions lesson={lesson} canManage={canManage} />,
  },
];
