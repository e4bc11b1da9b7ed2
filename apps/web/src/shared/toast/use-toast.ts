import { App } from 'antd';
import { useMemo } from 'react';
import { createToast, showToast, type Toast } from './toast';

export const useToast = (): Toast => {
  const { notification } = App.useApp();
  return useMemo(() => createToast((spec) => showToast(notification, spec)), [notification]);
};
