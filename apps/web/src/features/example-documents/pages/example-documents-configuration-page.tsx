import { PlusOutlined } from '@ant-design/icons';
import { EXAMPLE_DOCUMENTS_MAX } from '@portal/contract/example-documents/example-documents.schemas';
import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import { Alert, Button, Empty, Flex, Form, Result } from 'antd';
import { uploadHint } from '../../../shared/files/upload-check';
import { FormPage } from '../../../shared/forms/form-page';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useExampleDocuments } from '../api/example-documents';
import { useSaveExampleDocumentsMutation } from '../api/save-example-documents';
import { ExampleDocumentRow } from '../components/example-document-row';
import {
  EMPTY_ROW,
  EXAMPLE_DOCUMENTS_SAVED,
  type ExampleDocumentsFormValues,
  formValuesToSetBody,
  setToFormValues,
} from '../components/example-document-values';

function ExampleDocumentsEditor({ customerId }: { customerId: number }) {
  const toast = useToast();
  const [form] = Form.useForm<ExampleDocumentsFormValues>();
  const query = useExampleDocuments(customerId);
  const mutation = useSaveExampleDocumentsMutation(customerId);

  const handleSubmit = async (values: ExampleDocumentsFormValues) => {
    const saved = await mutation.mutateAsync(formValuesToSetBody(values));
    form.setFieldsValue(setToFormValues(saved));
    toast.success(EXAMPLE_DOCUMENTS_SAVED);
  };

  // Saving over a set that failed to load would erase it, so the form waits for the set.
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="Не удалось загрузить образцы документов"
        extra={<Button onClick={() => void query.refetch()}>Повторить</Button>}
      />
    );
  }

  return (
    <FormPage<ExampleDocumentsFormValues>
      form={form}
      {...(query.data ? { initialValues: setToFormValues(query.data) } : {})}
      isLoading={query.isPending}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      maxWidth={960}
    >
      <Alert
        type="info"
        showIcon
        title="Перевозчики скачивают эти образцы на странице «Помощь»."
        description={uploadHint(UPLOAD_ACCEPT)}
        style={{ marginBottom: 8 }}
      />
      <Form.List name="documents">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={12} style={{ marginBottom: 24 }}>
            {fields.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Образцы документов ещё не добавлены" />
            ) : (
              fields.map((field, index) => (
                <ExampleDocumentRow
                  key={field.key}
                  fieldName={field.name}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(field.name)}
                />
              ))
            )}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= EXAMPLE_DOCUMENTS_MAX}
              onClick={() => add({ ...EMPTY_ROW })}
              style={{ alignSelf: 'flex-start' }}
            >
              Добавить документ
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormPage>
  );
}

function ExampleDocumentsConfigurationPage() {
  const session = useSession();
  if (!session) return null;
  return <ExampleDocumentsEditor customerId={session.ownerId} />;
}

export { ExampleDocumentsConfigurationPage as Component };
