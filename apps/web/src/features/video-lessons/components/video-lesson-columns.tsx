import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { VideoLessonRowActions } from './video-lesson-row-actions';

/**
 * SPEC 2.3: name, description, published, sort position, actions. The widths add up to 922 px, inside the 968 px the
 * content has at 1280 px: a wider table would scroll its last columns under the fixed «Действия».
 */
export const VIDEO_LESSON_COLUMNS: TableColumnsType<VideoLesson> = [
  {
    title: 'Название',
    dataIndex: 'name',
    width: 220,
    render: (name: string, lesson) => (
      <Link to={routePath('video-lesson-view', { videoLessonId: lesson.id })}>{name}</Link>
    ),
  },
  {
    title: 'Описание',
    dataIndex: 'description',
    width: 290,
    render: (description: string) => (
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 2, tooltip: description }}
        style={{ margin: 0, width: 258 }}
      >
        {description || '—'}
      </Typography.Paragraph>
    ),
  },
  {
    title: 'Опубликован',
    dataIndex: 'published',
    width: 120,
    render: (published: boolean) => (
      <Tag color={published ? 'green' : 'default'}>{published ? 'Да' : 'Нет'}</Tag>
    ),
  },
  { title: 'Позиция сортировки', dataIndex: 'sortPosition', align: 'right', width: 120 },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    width: 172,
    render: (_: unknown, lesson) => <VideoLessonRowActions lesson={lesson} />,
  },
];
