import { type NotificationInstance, registerToastSink } from '../toast/toast';

export type CapturedToast = { kind: string; title: unknown; description: unknown };

/** Toasts land in the returned list instead of the screen; call in beforeEach, `registerToastSink(null)` after. */
export const captureToasts = (): CapturedToast[] => {
  const toasts: CapturedToast[] = [];
  const notification = Object.fromEntries(
    (['success', 'error', 'info', 'warning'] as const).map((kind) => [
      kind,
      (args: { title?: unknown; description?: unknown }) =>
        toasts.push({ kind, title: args.title, description: args.description }),
    ]),
  ) as unknown as NotificationInstance;
  registerToastSink(notification);
  return toasts;
};
