import { App } from 'antd';
import { useEffect } from 'react';
import { registerToastSink } from './toast';

/** Hands the notification instance of the antd App (theme and locale aware) to code outside React. */
export function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    registerToastSink(notification);
    return () => registerToastSink(null);
  }, [notification]);
  return null;
}
