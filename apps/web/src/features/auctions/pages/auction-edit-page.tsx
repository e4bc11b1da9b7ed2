import { AUCTION_STATUS, canAuctionAction } from '@portal/contract/auctions/auction-status';
import { AUCTION_MESSAGES } from '@portal/contract/auctions/auctions.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useAuctionChange, useCustomerAuction } from '../api/customer-auctions';
import { AuctionActions } from '../components/auction-actions';
import { AuctionFormFields } from '../components/auction-form-fields';
import {
  type AuctionFormValues,
  auctionBodyOf,
  auctionFormValuesOf,
  EMPTY_AUCTION_FORM,
} from '../components/auction-form-values';
import { AuctionStatusTag } from '../components/auction-status-tag';

/** SPEC 2.2 auction/id{auctionsId} (K, AM): «new» creates a draft; a draft is edited, run or deleted. */
function AuctionEditPage() {
  const session = useSession();
  const params = useParams();
  const isNew = params.auctionsId === undefined;
  const auctionId = isNew ? 0 : Number(params.auctionsId);
  const query = useCustomerAuction(auctionId);
  const listPath = routePath('auctions-customer');
  if (!session || !isAdminOrManager(session.roles)) return <NoRightsResult backTo={listPath} />;
  if (isNew) return <AuctionForm />;
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={AUCTION_MESSAGES.notFound}
      backTo={listPath}
      backText="К аукционам"
    >
      {(auction) => <AuctionForm key={`${auction.id}-${auction.status}`} auction={auction} />}
    </RecordQueryState>
  );
}

function AuctionForm({ auction }: { auction?: ReturnType<typeof useCustomerAuction>['data'] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const [form] = Form.useForm<AuctionFormValues>();
  const mutation = useAuctionChange(auction?.id ?? 0);
  const isReadOnly = auction !== undefined && !canAuctionAction('edit', auction.status);

  const handleSubmit = async (values: AuctionFormValues) => {
    const body = auctionBodyOf(values);
    if (!auction) {
      const created = await mutation.mutateAsync({ kind: 'create', body });
      toast.success(AUCTION_MESSAGES.created(created.number));
      navigate(routePath('auction-edit', { auctionsId: created.id }), { replace: true });
      return;
    }
    const saved = await mutation.mutateAsync({ kind: 'update', body });
    toast.success(AUCTION_MESSAGES.saved(saved.number));
  };

  return (
    <Flex vertical gap={16}>
      {auction && (
        <Flex gap={12} align="center" wrap justify="space-between" style={{ maxWidth: 860 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              Аукцион № {auction.number}
            </Typography.Title>
            <AuctionStatusTag status={auction.status} />
          </Flex>
          <Flex gap={8} wrap>
            {auction.status !== AUCTION_STATUS.draft && (
              <Button
                onClick={() =>
                  navigate(
                    routePath('customer-auction-view', {
                      customerId: session?.ownerId ?? 0,
                      auctionsId: auction.id,
                    }),
                  )
                }
              >
                К ходу аукциона
              </Button>
            )}
            <AuctionActions auction={auction} />
          </Flex>
        </Flex>
      )}
      {isReadOnly && auction ? (
        // Only a draft is edited (SPEC 4): a running or finished auction shows its terms without Save.
        <Card style={{ maxWidth: 860 }}>
          <Form<AuctionFormValues>
            {...FORM_DEFAULTS}
            form={form}
            disabled
            initialValues={auctionFormValuesOf(auction)}
          >
            <AuctionFormFields form={form} auction={auction} isReadOnly />
          </Form>
        </Card>
      ) : (
        <FormPage<AuctionFormValues>
          form={form}
          initialValues={auction ? auctionFormValuesOf(auction) : EMPTY_AUCTION_FORM}
          onSubmit={handleSubmit}
          isSubmitting={mutation.isPending}
          backTo={routePath('auctions-customer')}
          maxWidth={860}
        >
          <AuctionFormFields form={form} auction={auction} isReadOnly={false} />
        </FormPage>
      )}
    </Flex>
  );
}

export { AuctionEditPage as Component };
