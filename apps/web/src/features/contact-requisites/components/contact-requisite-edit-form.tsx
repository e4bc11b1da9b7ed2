import type { ContactRequisitesBody } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormPage } from '../../../shared/forms/form-page';
import { ContactRequisiteFormFields } from './contact-requisite-form-fields';
import { type ContactRequisiteFormValues, formValuesToCardBody } from './contact-requisite-form-values';

type ContactRequisiteEditFormProps = {
  initialValues: ContactRequisiteFormValues;
  onSave: (body: ContactRequisitesBody) => Promise<unknown>;
  isSaving: boolean;
  backTo: string;
  /** Shown above the fields (whom the card is for). */
  before?: ReactNode;
};

/** The edit form of an existing card (the default card in place, or a carrier's card). */
export function ContactRequisiteEditForm({
  initialValues,
  onSave,
  isSaving,
  backTo,
  before,
}: ContactRequisiteEditFormProps) {
  const [form] = Form.useForm<ContactRequisiteFormValues>();
  return (
    <FormPage<ContactRequisiteFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={(values) => onSave(formValuesToCardBody(values))}
      isSubmitting={isSaving}
      backTo={backTo}
      maxWidth={960}
    >
      <ContactRequisiteFormFields before={before} />
    </FormPage>
  );
}
