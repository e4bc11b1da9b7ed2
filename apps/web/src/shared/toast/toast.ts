import { TOAST_DURATION_MS } from '@portal/contract/constants';
import type { notification } from 'antd';

export type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

// SPEC 8: default titles of the toasts.
export const TOAST_TITLES: Record<ToastKind, string> = {
  success: 'Успех',
  error: 'Ошибка',
  info: 'Информация',
  warning: 'Предупреждение',
};

export type ToastSpec = { kind: ToastKind; text: string; title?: string };

type ToastFn = (text: string, title?: string) => void;
export type Toast = Record<ToastKind, ToastFn>;

export const showToast = (notification: NotificationInstance, spec: ToastSpec): void => {
  notification[spec.kind]({
    title: spec.title ?? TOAST_TITLES[spec.kind],
    description: spec.text,
    // antd counts in seconds, SPEC 9 in milliseconds.
    duration: TOAST_DURATION_MS / 1000,
    placement: 'topRight',
  });
};

export const createToast = (show: (spec: ToastSpec) => void): Toast => ({
  success: (text, title) => show({ kind: 'success', text, ...(title ? { title } : {}) }),
  error: (text, title) => show({ kind: 'error', text, ...(title ? { title } : {}) }),
  info: (text, title) => show({ kind: 'info', text, ...(title ? { title } : {}) }),
  warning: (text, title) => show({ kind: 'warning', text, ...(title ? { title } : {}) }),
});

// Code outside React (the API client, the live-updates client) shows toasts through the notification instance
// that ToastHost registers; toasts raised before it mounts wait in the queue.
let sink: NotificationInstance | null = null;
const pending: ToastSpec[] = [];

export const registerToastSink = (notification: NotificationInstance | null): void => {
  sink = notification;
  if (!sink) return;
  for (const spec of pending.splice(0)) showToast(sink, spec);
};

export const emitToast = (spec: ToastSpec): void => {
  if (sink) showToast(sink, spec);
  else pending.push(spec);
};

/** Toasts for code outside components; inside components prefer `useToast()`. */
export const toast: Toast = createToast(emitToast);
