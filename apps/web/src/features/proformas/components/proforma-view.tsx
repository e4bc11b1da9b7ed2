import {
  canProformaAction,
  PROFORMA_ACTIONS,
  type ProformaAction,
} from '@portal/contract/proformas/proforma-status';
import {
  PROFORMA_MESSAGES,
  type Proforma,
  type ProformaLine,
} from '@portal/contract/proformas/proformas.schemas';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { CommentsCard } from '../../comments/components/comments-card';
import { useProformaChange, useProformaOwner } from '../api/proformas';
import { ExtraChargeForm } from './extra-charge-form';
import { PayProformaDialog } from './pay-proforma-dialog';
import { proformaTitle } from './proforma-columns';
import { ProformaDocuments } from './proforma-documents';
import { ProformaDownloads } from './proforma-downloads';
import { ProformaLinesTable } from './proforma-lines-table';
import { ProformaSummary } from './proforma-summary';
import { ReturnProformaDialog } from './return-proforma-dialog';

type Dialog = 'return' | 'pay' | null;

/**
 * Issue 23: one proforma on either side. Carrier admins edit a draft or a returned one (lines, extras,
 * documents), send and delete it; customer admins and managers accept, return and mark it paid; user roles read.
 */
export function ProformaView({ proforma }: { proforma: Proforma }) {
  const { side, ownerId } = useProformaOwner();
  const roles = useSession()?.roles ?? [];
  const navigate = useNavigate();
  const change = useProformaChange(proforma.id);
  const confirmedAction = useConfirmedAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const title = proformaTitle(proforma);

  const isCarrierAdmin = side === 'contractor' && isAdmin(roles);
  const isCustomerActor = side === 'customer' && isAdminOrManager(roles);
  const canEdit = isCarrierAdmin && canProformaAction('edit', proforma.status);
  const can = (action: ProformaAction) =>
    (PROFORMA_ACTIONS[action].side === 'contractor' ? isCarrierAdmin : isCustomerActor) &&
    canProformaAction(action, proforma.status);

  const handleSend = () =>
    void confirmedAction(
      { title: 'Отправить проформу заказчику?', content: title },
      () => change.mutateAsync({ kind: 'send' }),
      PROFORMA_ACTIONS.send.toast,
    );
  const handleDelete = () =>
    void confirmedAction(
      {
        title: 'Удалить проформу?',
        content: 'Её рейсы снова можно будет включить в проформу.',
        isDanger: true,
      },
      () => change.mutateAsync({ kind: 'delete' }),
      PROFORMA_MESSAGES.deleted,
    ).then((isDone) => isDone && navigate(routePath('proforma-contractor')));
  const handleAccept = () =>
    void confirmedAction(
      { title: 'Принять проформу?', content: `${title}: начнётся срок оплаты.` },
      () => change.mutateAsync({ kind: 'accept' }),
      PROFORMA_ACTIONS.accept.toast,
    );
  const handleRemoveLine = (line: ProformaLine) =>
    void confirmedAction(
      {
        title: 'Убрать строку из проформы?',
        content:
          line.kind === 'flight'
            ? `Рейс ${line.route?.routeCode ?? ''} станет свободным вместе со штрафом по нему.`
            : undefined,
        isDanger: true,
      },
      () => change.mutateAsync({ kind: 'update', body: { removeLines: [line.id] } }),
      'Строка убрана',
    );

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" justify="space-between" wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button
            onClick={() =>
              navigate(routePath(side === 'contractor' ? 'proforma-contractor' : 'proforma-customer'))
            }
          >
            К проформам
          </Button>
          <ProformaDownloads proforma={proforma} />
        </Flex>
      </Flex>
      <ProformaSummary proforma={proforma} side={side} />
      {(can('send') || can('delete') || can('accept') || can('return') || can('pay')) && (
        <Flex gap={8} wrap role="group" aria-label="Действия с проформой">
          {can('send') && (
            <Button type="primary" disabled={change.isPending} onClick={handleSend}>
              {PROFORMA_ACTIONS.send.label}
            </Button>
          )}
          {can('accept') && (
            <Button type="primary" disabled={change.isPending} onClick={handleAccept}>
              {PROFORMA_ACTIONS.accept.label}
            </Button>
          )}
          {can('return') && (
            <Button danger disabled={change.isPending} onClick={() => setDialog('return')}>
              {PROFORMA_ACTIONS.return.label}
            </Button>
          )}
          {can('pay') && (
            <Button type="primary" disabled={change.isPending} onClick={() => setDialog('pay')}>
              {PROFORMA_ACTIONS.pay.label}
            </Button>
          )}
          {can('delete') && (
            <Button danger disabled={change.isPending} onClick={handleDelete}>
              {PROFORMA_ACTIONS.delete.label}
            </Button>
          )}
        </Flex>
      )}
      <ProformaLinesTable
        proforma={proforma}
        side={side}
        ownerId={ownerId}
        {...(canEdit ? { onRemove: handleRemoveLine } : {})}
      />
      {canEdit && <ExtraChargeForm proformaId={proforma.id} />}
      <ProformaDocuments proforma={proforma} canEdit={canEdit} />
      <CommentsCard entity="proforma" entityId={proforma.id} />
      {dialog === 'return' && <ReturnProformaDialog proforma={proforma} onClose={() => setDialog(null)} />}
      {dialog === 'pay' && <PayProformaDialog proformaId={proforma.id} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
