import { isAdmin } from '@portal/contract/roles';
import { useParams } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useCustomerVideoLesson } from '../api/customer-video-lesson';
import { VideoLessonQueryState } from '../components/video-lesson-query-state';
import { VideoLessonView } from '../components/video-lesson-view';

function CustomerVideoLessonViewPage() {
  const session = useSession();
  const id = Number(useParams().videoLessonId);
  const query = useCustomerVideoLesson(id);
  const canManage = session ? isAdmin(session.roles) : false;
  const listPath = routePath('video-lessons-customer');

  return (
    <VideoLessonQueryState query={query} backTo={listPath}>
      {(lesson) => (
        <VideoLessonView
          lesson={lesson}
          backTo={listPath}
          isPublishedShown
          {...(canManage ? { editTo: routePath('video-lesson-edit', { videoLessonId: lesson.id }) } : {})}
        />
      )}
    </VideoLessonQueryState>
  );
}

export { CustomerVideoLessonViewPage as Component };
