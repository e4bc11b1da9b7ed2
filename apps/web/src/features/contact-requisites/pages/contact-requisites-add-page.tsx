import { CONTACT_REQUISITES_MESSAGES } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateContactRequisiteMutation } from '../api/create-contact-requisite';
import { ContactRequisiteFormFields } from '../components/contact-requisite-form-fields';
import {
  type ContactRequisiteFormValues,
  emptyCardValues,
  formValuesToCardBody,
} from '../components/contact-requisite-form-values';

type AddFormValues = ContactRequisiteFormValues & { contractorId?: number };

type CarrierFieldProps = { id?: string; value?: number; onChange?: (value: number | undefined) => void };

/** The form control of the card's carrier: one of the customer's accredited partners, or none. */
function CarrierField({ id, value, onChange }: CarrierFieldProps) {
  return (
    <ContractorSelect
      {...(id ? { id } : {})}
      partner="accredited"
      placeholder="Для всех"
      value={value}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** A new card: for every carrier (no carrier chosen) or for one accredited partner. */
function ContactRequisitesAddPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<AddFormValues>();
  const mutation = useCreateContactRequisiteMutation();
  const listPath = routePath('contact-requisites');

  const handleSubmit = async ({ contractorId, ...values }: AddFormValues) => {
    await mutation.mutateAsync({
      customerId: session?.ownerId ?? 0,
      body: { ...formValuesToCardBody(values), contractorId: contractorId ?? null },
    });
    toast.success(CONTACT_REQUISITES_MESSAGES.added);
    navigate(listPath);
  };

  return (
    <FormPage<AddFormValues>
      form={form}
      initialValues={emptyCardValues()}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={listPath}
      maxWidth={960}
    >
      <ContactRequisiteFormFields
        before={
          <Form.Item
            label="Перевозчик"
            name="contractorId"
            extra="Оставьте пустым, чтобы реквизиты видели все перевозчики, для которых не заданы свои"
          >
            <CarrierField />
          </Form.Item>
        }
      />
    </FormPage>
  );
}

export { ContactRequisitesAddPage as Component };
