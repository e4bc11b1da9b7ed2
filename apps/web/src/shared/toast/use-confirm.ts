import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useModalInstance } from './confirm-host';

export type ConfirmOptions = { title: ReactNode; content?: ReactNode; isDanger?: boolean };

/** SPEC 8: confirmations have the buttons Да and Назад. Resolves true when the user pressed Да. */
export const useConfirm = (): ((options: ConfirmOptions) => Promise<boolean>) => {
  const modal = useModalInstance();
  return useCallback(
    async ({ title, content, isDanger = false }: ConfirmOptions) =>
      modal.confirm({
        title,
        content,
        okText: 'Да',
        cancelText: 'Назад',
        okButtonProps: { danger: isDanger },
      }),
    [modal],
  );
};
