import { Card, Form, type FormInstance, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { UploadTrackerContext, useUploadCounter } from '../files/upload-tracker';
import { FormActions } from './form-actions';
import { FORM_DEFAULTS } from './form-defaults';
import { type ServerErrorOptions, showServerErrors } from './server-field-errors';
import { trimValues } from './zod-rule';

export type FormPageProps<V extends Record<string, unknown>> = {
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Gets the values with every text trimmed (SPEC 5); a rejection keeps the user on the form. */
  onSubmit: (values: V) => Promise<unknown>;
  isSubmitting: boolean;
  /** While the record to edit loads, a skeleton stands in for the fields. */
  isLoading?: boolean;
  /** Where Назад leads; without it, the previous history entry. */
  backTo?: string;
  maxWidth?: number;
  /** Server paths this form names otherwise, for showing a 422 under the right item. */
  fieldNames?: ServerErrorOptions['fieldNames'];
  children: ReactNode;
};

/**
 * DESIGN 10's form screen: an antd Form that validates on save and focuses the first invalid field (its own rules'
 * or the server's), trims the text, and ends with Назад and Сохранить. Save waits while an UploadField is still sending its file.
 */
export function FormPage<V extends Record<string, unknown>>({
  form,
  initialValues,
  onSubmit,
  isSubmitting,
  isLoading = false,
  backTo,
  maxWidth = 760,
  fieldNames,
  children,
}: FormPageProps<V>) {
  const { tracker, isUploading } = useUploadCounter();

  const handleFinish = async (values: V) => {
    try {
      await onSubmit(trimValues(values));
    } catch (error) {
      // A 422 goes under its fields; the API client has shown any other refusal. The form keeps what was typed.
      showServerErrors(form, error, fieldNames ? { fieldNames } : {});
    }
  };

  return (
    <Card style={{ maxWidth }}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <UploadTrackerContext value={tracker}>
          <Form<V>
            {...FORM_DEFAULTS}
            form={form}
            initialValues={initialValues}
            onFinish={(values) => void handleFinish(values)}
          >
            {children}
            <FormActions
              isSubmitting={isSubmitting || isUploading}
              {...(isUploading ? { submitText: 'Загрузка файла…' } : {})}
              {...(backTo ? { backTo } : {})}
            />
          </Form>
        </UploadTrackerContext>
      )}
    </Card>
  );
}
