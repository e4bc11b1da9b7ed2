import { VIDEO_LESSON_SORT_POSITION_MAX } from '@portal/contract/constants';
import {
  VIDEO_LESSON_DESCRIPTION_MAX,
  VIDEO_LESSON_NAME_MAX,
  VIDEO_LESSON_PREVIEW_ACCEPT,
  VIDEO_LESSON_VIDEO_ACCEPT,
  videoLessonDescriptionSchema,
  videoLessonNameSchema,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import { Checkbox, Form, Input } from 'antd';
import { SignedImage } from '../../../shared/files/signed-image';
import { UploadField } from '../../../shared/files/upload-field';
import { IntegerInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';

/** SPEC 2.3 / 5: the fields of the lesson add and edit forms, in the order the first-invalid focus follows. */
export function VideoLessonFormFields() {
  return (
    <>
      <Form.Item label="Название" name="name" required rules={[zodRule(videoLessonNameSchema)]}>
        <Input maxLength={VIDEO_LESSON_NAME_MAX} />
      </Form.Item>
      <Form.Item label="Описание" name="description" rules={[zodRule(videoLessonDescriptionSchema)]}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={VIDEO_LESSON_DESCRIPTION_MAX}
          showCount
        />
      </Form.Item>
      <Form.Item
        label="Позиция сортировки"
        name="sortPosition"
        extra="Уроки показываются по возрастанию позиции"
        validateFirst
        rules={[requiredRule, numberLimitsRule({ min: 0, max: VIDEO_LESSON_SORT_POSITION_MAX })]}
      >
        <IntegerInput style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="Превью" name="preview" rules={[requiredRule]}>
        <UploadField
          accept={VIDEO_LESSON_PREVIEW_ACCEPT}
          renderPreview={(file) => (
            <SignedImage guid={file.guid} alt="Превью видеоурока" width={240} height={135} />
          )}
        />
      </Form.Item>
      <Form.Item label="Видео" name="video" rules={[requiredRule]}>
        <UploadField accept={VIDEO_LESSON_VIDEO_ACCEPT} />
      </Form.Item>
      <Form.Item name="published" valuePropName="checked">
        <Checkbox>Опубликован</Checkbox>
      </Form.Item>
    </>
  );
}
