import { EditOutlined } from '@ant-design/icons';
import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { VideoPlayer } from '../../../shared/video/video-player';

type VideoLessonViewProps = {
  lesson: VideoLesson;
  backTo: string;
  /** The edit page, for a customer admin only. */
  editTo?: string;
  isPublishedShown?: boolean;
};

/** SPEC 2.3: name, the player with its speeds, description, Назад and Редактировать. */
export function VideoLessonView({ lesson, backTo, editTo, isPublishedShown = false }: VideoLessonViewProps) {
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 960 }}>
      <Flex vertical gap={16}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {lesson.name}
          </Typography.Title>
          {isPublishedShown && !lesson.published && <Tag>Не опубликован</Tag>}
        </Flex>
        <VideoPlayer guid={lesson.video.file.guid} title={lesson.name} />
        {lesson.description && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
            {lesson.description}
          </Typography.Paragraph>
        )}
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => navigate(backTo)}>Назад</Button>
          {editTo && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(editTo)}>
              Редактировать
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
