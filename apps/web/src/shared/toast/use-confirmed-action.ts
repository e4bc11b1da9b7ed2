import { useCallback } from 'react';
import { type ConfirmOptions, useConfirm } from './use-confirm';
import { useToast } from './use-toast';

/**
 * A change asked with Да / Назад (SPEC 8), then made and reported with a success toast. Answers whether it
 * happened; when the server refused, the API client has already shown why.
 */
export const useConfirmedAction = () => {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async (question: ConfirmOptions, change: () => Promise<unknown>, success: string): Promise<boolean> => {
      if (!(await confirm(question))) return false;
      try {
        await change();
      } catch {
        return false;
      }
      toast.success(success);
      return true;
    },
    [confirm, toast],
  );
};
