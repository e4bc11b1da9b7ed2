import {
  isArrivalLongPast,
  ROUTE_MESSAGES,
  type RouteBodyInput,
} from '@portal/contract/freight/routes.schemas';
import { useCallback } from 'react';
import { useConfirm } from '../../../shared/toast/use-confirm';

/** Issue 22: a flight whose planned arrival is more than a day in the past is saved only once the user agrees. */
export const usePastArrivalCheck = (): ((body: RouteBodyInput) => Promise<boolean>) => {
  const confirm = useConfirm();
  return useCallback(
    async (body) =>
      !isArrivalLongPast(new Date(body.planDateArrival), new Date()) ||
      confirm({ title: ROUTE_MESSAGES.pastConfirm }),
    [confirm],
  );
};
