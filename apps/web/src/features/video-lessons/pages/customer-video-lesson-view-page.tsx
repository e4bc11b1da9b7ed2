import { VIDEO_LESSON_ACCESS } from '@portal/contract/video-lessons/video-lessons.schemas';
import { useParams } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useCan } from '../../../shared/session/use-can';
import { useCustomerVideoLesson } from '../api/customer-video-lesson';
import { VideoLessonQueryState } from '../components/video-lesson-query-state';
import { VideoLessonView } from '../components/video-lesson-view';

function CustomerVideoLessonViewPage() {
  const id = Number(useParams().videoLessonId);
  const query = useCustomerVideoLesson(id);
  const canEdit = useCan(VIDEO_LESSON_ACCESS.edit);
  const listPath = routePath('video-lessons-customer');

  return (
    <VideoLessonQueryState query={query} backTo={listPath}>
      {(lesson) => (
        <VideoLessonView
          lesson={lesson}
          backTo={listPath}
          isPublishedShown
          {...(canEdit ? { editTo: routePath('video-lesson-edit', { videoLessonId: lesson.id }) } : {})}
        />
      )}
    </VideoLessonQueryState>
  );
}

export { CustomerVideoLessonViewPage as Component };
