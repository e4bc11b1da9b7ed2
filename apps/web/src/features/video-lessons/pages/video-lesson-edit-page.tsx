import {
  VIDEO_LESSON_ACCESS,
  VIDEO_LESSON_MESSAGES,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useCan } from '../../../shared/session/use-can';
import { useToast } from '../../../shared/toast/use-toast';
import { useCustomerVideoLesson } from '../api/customer-video-lesson';
import { useUpdateVideoLessonMutation } from '../api/update-video-lesson';
import { VideoLessonFormFields } from '../components/video-lesson-form-fields';
import {
  formValuesToVideoLessonBody,
  type VideoLessonFormValues,
  videoLessonToFormValues,
} from '../components/video-lesson-form-values';
import { VideoLessonQueryState } from '../components/video-lesson-query-state';

function VideoLessonEditPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().videoLessonId);
  const [form] = Form.useForm<VideoLessonFormValues>();
  const canEdit = useCan(VIDEO_LESSON_ACCESS.edit);
  const lessonQuery = useCustomerVideoLesson(canEdit ? id : Number.NaN);
  const mutation = useUpdateVideoLessonMutation();
  const listPath = routePath('video-lessons-customer');

  // SPEC 6: only admin edits lessons; the server refuses the others anyway.
  if (!canEdit) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: VideoLessonFormValues) => {
    const lesson = await mutation.mutateAsync({ id, body: formValuesToVideoLessonBody(values) });
    toast.success(VIDEO_LESSON_MESSAGES.updated(lesson.name));
    navigate(listPath);
  };

  return (
    <VideoLessonQueryState query={lessonQuery} backTo={listPath}>
      {(lesson) => (
        <FormPage<VideoLessonFormValues>
          form={form}
          initialValues={videoLessonToFormValues(lesson)}
          onSubmit={handleSubmit}
          isSubmitting={mutation.isPending}
          backTo={listPath}
        >
          <VideoLessonFormFields />
        </FormPage>
      )}
    </VideoLessonQueryState>
  );
}

export { VideoLessonEditPage as Component };
