import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTEGRATIONS_KEY } from './integration-endpoints';

/** A change of the integration screen; on success every list of it is read again. */
export const useIntegrationMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
};
