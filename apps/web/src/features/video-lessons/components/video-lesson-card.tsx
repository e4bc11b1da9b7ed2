import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { SignedImage } from '../../../shared/files/signed-image';

/** A lesson in the carriers' list: its preview, name and description, opening the lesson. */
export function VideoLessonCard({ lesson, to }: { lesson: VideoLesson; to: string }) {
  return (
    // Named by its content, the lesson's name first (an aria-label without the description it shows failed WCAG
    // 2.5.3, label in name).
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        style={{ height: '100%' }}
        cover={
          <SignedImage guid={lesson.preview.file.guid} alt="" height={170} style={{ borderRadius: 0 }} />
        }
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {lesson.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {lesson.description}
        </Typography.Paragraph>
      </Card>
    </Link>
  );
}
