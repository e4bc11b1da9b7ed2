import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  SendOutlined,
} from '@ant-design/icons';
import {
  VIDEO_LESSON_ACCESS,
  VIDEO_LESSON_CONFIRMATIONS,
  VIDEO_LESSON_MESSAGES,
  type VideoLesson,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useCan } from '../../../shared/session/use-can';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useDeleteVideoLessonMutation } from '../api/delete-video-lesson';
import { usePublishVideoLessonMutation } from '../api/publish-video-lesson';

/** SPEC 2.3: edit (admin), view, publish or unpublish and delete (admin or manager), each change confirmed. */
export function VideoLessonRowActions({ lesson }: { lesson: VideoLesson }) {
  const canEdit = useCan(VIDEO_LESSON_ACCESS.edit);
  const canPublish = useCan(VIDEO_LESSON_ACCESS.publish);
  const canRemove = useCan(VIDEO_LESSON_ACCESS.remove);
  const navigate = useNavigate();
  const confirmedAction = useConfirmedAction();
  const publishMutation = usePublishVideoLessonMutation();
  const deleteMutation = useDeleteVideoLessonMutation();

  const handleTogglePublished = () => {
    const published = !lesson.published;
    return confirmedAction(
      {
        title: published ? VIDEO_LESSON_CONFIRMATIONS.publish : VIDEO_LESSON_CONFIRMATIONS.unpublish,
        content: lesson.name,
      },
      () => publishMutation.mutateAsync({ id: lesson.id, published }),
      published ? VIDEO_LESSON_MESSAGES.published : VIDEO_LESSON_MESSAGES.unpublished,
    );
  };

  const handleDelete = () =>
    confirmedAction(
      { title: VIDEO_LESSON_CONFIRMATIONS.delete, content: lesson.name, isDanger: true },
      () => deleteMutation.mutateAsync(lesson.id),
      VIDEO_LESSON_MESSAGES.deleted,
    );

  const publishLabel = lesson.published ? 'Снять с публикации' : 'Опубликовать';
  return (
    <Flex gap={4} wrap={false}>
      {canEdit && (
        <Tooltip title="Редактировать">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Редактировать ${lesson.name}`}
            onClick={() => navigate(routePath('video-lesson-edit', { videoLessonId: lesson.id }))}
          />
        </Tooltip>
      )}
      <Tooltip title="Просмотр">
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Просмотр ${lesson.name}`}
          onClick={() => navigate(routePath('video-lesson-view', { videoLessonId: lesson.id }))}
        />
      </Tooltip>
      {canPublish && (
        <Tooltip title={publishLabel}>
          <Button
            type="text"
            icon={lesson.published ? <EyeInvisibleOutlined /> : <SendOutlined />}
            aria-label={`${publishLabel}: ${lesson.name}`}
            loading={publishMutation.isPending}
            onClick={() => void handleTogglePublished()}
          />
        </Tooltip>
      )}
      {canRemove && (
        <Tooltip title="Удалить">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить ${lesson.name}`}
            loading={deleteMutation.isPending}
            onClick={() => void handleDelete()}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
