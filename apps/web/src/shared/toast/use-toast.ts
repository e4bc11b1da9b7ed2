import { useMemo } from 'react';
import { createToast, showToast, type Toast } from './toast';
import { useNotificationInstance } from './toast-host';

export const useToast = (): Toast => {
  const notification = useNotificationInstance();
  return useMemo(() => createToast((spec) => showToast(notification, spec)), [notification]);
};
