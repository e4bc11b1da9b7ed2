import { notification as antNotification } from 'antd';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { type NotificationInstance, registerToastSink } from './toast';

const NotificationContext = createContext<NotificationInstance | null>(null);

/**
 * Owns the app's notification instance (theme and locale aware) and hands it to components (`useToast`) and to
 * code outside React (`toast`). antd's App component would do the same but brings Modal and message into the
 * first load of every page, the login page included.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const [notification, holder] = antNotification.useNotification();
  useEffect(() => {
    registerToastSink(notification);
    return () => registerToastSink(null);
  }, [notification]);
  return (
    <NotificationContext value={notification}>
      {holder}
      {children}
    </NotificationContext>
  );
}

export const useNotificationInstance = (): NotificationInstance => {
  const notification = useContext(NotificationContext);
  if (!notification) throw new Error('useToast() needs a ToastHost above it');
  return notification;
};
