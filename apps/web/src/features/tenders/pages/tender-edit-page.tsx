import { isAdminOrManager } from '@portal/contract/roles';
import { TENDER_MESSAGES } from '@portal/contract/tenders/tenders.schemas';
import { Button, Form } from 'antd';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import { useCustomerTender, useSaveTenderMutation } from '../api/tenders';
import { TenderFormFields } from '../components/tender-form-fields';
import {
  formValuesToBody,
  NEW_TENDER_VALUES,
  type TenderFormValues,
  tenderToFormValues,
} from '../components/tender-form-values';

/** The add (`tender-add`) and edit (`tender-edit`, drafts only) screens of a tender, for admins and managers. */
function TenderEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const param = useParams().tendersId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<TenderFormValues>();
  const recordQuery = useCustomerTender(id);
  const mutation = useSaveTenderMutation();
  // Set by «Создать и запустить» just before it submits the form, read by the submit it starts.
  const isRunRequested = useRef(false);
  const listPath = routePath('tenders-customer');
  if (!session || !isAdminOrManager(session.roles)) return <NoRightsResult backTo={listPath} />;

  const save = async (values: TenderFormValues, andRun: boolean) => {
    const saved = await mutation.mutateAsync({
      id: isNew ? null : id,
      body: formValuesToBody(values),
      andRun,
    });
    toast.success(andRun ? `Тендер № ${saved.number} запущен` : `Тендер № ${saved.number} сохранён`);
    navigate(routePath('customer-tender-view', { customerId: session.ownerId, tendersId: saved.id }));
  };

  const handleSubmit = async (values: TenderFormValues) => {
    const andRun = isRunRequested.current;
    isRunRequested.current = false;
    // Like the auction's «Запустить»: a started tender goes to the carriers at once.
    if (andRun && !(await confirm({ title: 'Создать и запустить тендер?', content: values.name }))) return;
    await save(values, andRun);
  };

  // The form's own submit, as Сохранить: an invalid form marks its fields and focuses the first one, a server 422
  // goes under its fields. The run is asked for only when the fields pass, so a refused attempt does not turn the
  // next Сохранить into a run.
  const handleCreateAndRun = async () => {
    isRunRequested.current = await form.validateFields().then(
      () => true,
      () => false,
    );
    form.submit();
  };

  const renderForm = (initialValues: TenderFormValues) => (
    <FormPage<TenderFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={listPath}
      maxWidth={900}
    >
      <TenderFormFields />
      {isNew && (
        <Button
          type="primary"
          ghost
          disabled={mutation.isPending}
          onClick={() => void handleCreateAndRun()}
          style={{ marginTop: 16 }}
        >
          Создать и запустить
        </Button>
      )}
    </FormPage>
  );

  if (isNew) return renderForm(NEW_TENDER_VALUES);
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={TENDER_MESSAGES.notFound}
      backTo={listPath}
      backText="К тендерам"
    >
      {(tender) => renderForm(tenderToFormValues(tender))}
    </RecordQueryState>
  );
}

export { TenderEditPage as Component };
