import {
  VIDEO_LESSON_ACCESS,
  VIDEO_LESSON_MESSAGES,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useCan } from '../../../shared/session/use-can';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateVideoLessonMutation } from '../api/create-video-lesson';
import { VideoLessonFormFields } from '../components/video-lesson-form-fields';
import {
  formValuesToVideoLessonBody,
  newVideoLessonValues,
  type VideoLessonFormValues,
} from '../components/video-lesson-form-values';

function VideoLessonAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<VideoLessonFormValues>();
  const mutation = useCreateVideoLessonMutation();
  const canCreate = useCan(VIDEO_LESSON_ACCESS.create);
  const listPath = routePath('video-lessons-customer');

  // SPEC 6: only admin edits lessons; the server refuses the others anyway.
  if (!canCreate) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: VideoLessonFormValues) => {
    const lesson = await mutation.mutateAsync(formValuesToVideoLessonBody(values));
    toast.success(VIDEO_LESSON_MESSAGES.added(lesson.name));
    navigate(listPath);
  };

  return (
    <FormPage<VideoLessonFormValues>
      form={form}
      initialValues={newVideoLessonValues()}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={listPath}
    >
      <VideoLessonFormFields />
    </FormPage>
  );
}

export { VideoLessonAddPage as Component };
