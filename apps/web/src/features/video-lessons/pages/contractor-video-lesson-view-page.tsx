import { useParams } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useContractorVideoLesson } from '../api/contractor-video-lesson';
import { VideoLessonQueryState } from '../components/video-lesson-query-state';
import { VideoLessonView } from '../components/video-lesson-view';

function ContractorVideoLessonViewPage() {
  const id = Number(useParams().videoLessonId);
  const query = useContractorVideoLesson(id);
  const listPath = routePath('video-lessons-contractor');

  return (
    <VideoLessonQueryState query={query} backTo={listPath}>
      {(lesson) => <VideoLessonView lesson={lesson} backTo={listPath} />}
    </VideoLessonQueryState>
  );
}

export { ContractorVideoLessonViewPage as Component };
