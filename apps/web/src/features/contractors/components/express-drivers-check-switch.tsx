import {
  EXPRESS_DRIVERS_CHECK_ACCESS,
  EXPRESS_DRIVERS_CHECK_TEXTS,
} from '@portal/contract/contractors/contractor-card.schemas';
import { Flex, Switch, Typography } from 'antd';
import { useSession } from '../../../shared/session/session-query';
import { useCan } from '../../../shared/session/use-can';
import { useToast } from '../../../shared/toast/use-toast';
import { useSetExpressDriversCheckMutation } from '../api/set-express-drivers-check';

type ExpressDriversCheckSwitchProps = {
  contractor: { id: number; name: string };
  isEnabled: boolean;
};

/** The customer's express driver check for one partner carrier; read-only for roles the server refuses. */
export function ExpressDriversCheckSwitch({ contractor, isEnabled }: ExpressDriversCheckSwitchProps) {
  const customerId = useSession()?.ownerId ?? 0;
  const canSwitch = useCan(EXPRESS_DRIVERS_CHECK_ACCESS);
  const mutation = useSetExpressDriversCheckMutation(customerId, contractor.id);
  const toast = useToast();

  const handleChange = async (enabled: boolean) => {
    try {
      const answer = await mutation.mutateAsync(enabled);
      const message = answer.enabled
        ? EXPRESS_DRIVERS_CHECK_TEXTS.enabled
        : EXPRESS_DRIVERS_CHECK_TEXTS.disabled;
      toast.success(message(contractor.name));
    } catch {
      // The API client has shown the reason.
    }
  };

  return (
    <Flex gap={8} align="center" wrap>
      <Switch
        size="small"
        checked={isEnabled}
        disabled={!canSwitch}
        loading={mutation.isPending}
        aria-label={EXPRESS_DRIVERS_CHECK_TEXTS.label}
        onChange={(enabled) => void handleChange(enabled)}
      />
      <Typography.Text type="secondary">{EXPRESS_DRIVERS_CHECK_TEXTS.hint}</Typography.Text>
    </Flex>
  );
}
