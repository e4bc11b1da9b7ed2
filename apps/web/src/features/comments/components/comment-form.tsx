import { COMMENT_MAX_LENGTH } from '@portal/contract/comments/comments.constants';
import { type StoredFile, UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { UploadField } from '../../../shared/files/upload-field';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { type CommentThreadRef, useAddComment } from '../api/comments-api';

type CommentFormValues = { text: string; file?: StoredFile | null };

/** The box to write in: Ctrl+Enter (⌘+Enter) sends; a file may go with the text (the usual upload and its rules). */
export function CommentForm({ thread }: { thread: CommentThreadRef }) {
  const [form] = Form.useForm<CommentFormValues>();
  const mutation = useAddComment(thread);

  const send = async (values: CommentFormValues) => {
    try {
      await mutation.mutateAsync({
        text: values.text,
        ...(values.file ? { file: values.file.guid } : {}),
      });
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    form.resetFields();
  };

  return (
    <Form<CommentFormValues>
      name={`comment-${thread.entity}-${thread.entityId}`}
      form={form}
      layout="vertical"
      initialValues={{ text: '', file: null }}
      onFinish={(values) => void send(values)}
    >
      <Form.Item
        name="text"
        label="Новый комментарий"
        rules={[{ required: true, whitespace: true, message: REQUIRED_MESSAGE }]}
        extra={<Typography.Text type="secondary">Ctrl+Enter — отправить</Typography.Text>}
      >
        <Input.TextArea
          maxLength={COMMENT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 8 }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              form.submit();
            }
          }}
        />
      </Form.Item>
      <Form.Item name="file" label="Файл">
        <UploadField accept={UPLOAD_ACCEPT} />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          Отправить
        </Button>
      </Flex>
    </Form>
  );
}
