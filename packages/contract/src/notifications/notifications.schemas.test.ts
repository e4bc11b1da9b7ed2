import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import { NOTIFICATION_TYPES_BY_SIDE } from './notification-types';
import {
  markAllReadResponseSchema,
  NOTIFICATION_MESSAGES,
  type NotificationPage,
  type NotificationSettings,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
} from './notifications.schemas';

describe('notificationListQuerySchema', () => {
  it('reads unread=true and unread=false, and nothing else', () => {
    expect(notificationListQuerySchema.parse({ unread: 'true' })).toEqual({
      page: 1,
      limit: 100,
      unread: true,
    });
    expect(notificationListQuerySchema.parse({ unread: 'false' }).unread).toBe(false);
    expect(notificationListQuerySchema.parse({}).unread).toBeUndefined();
    expect(notificationListQuerySchema.safeParse({ unread: '1' }).success).toBe(false);
  });
});

describe('notificationSettingsBodySchema', () => {
  const carrier = notificationSettingsBodySchema('contractor');
  const customer = notificationSettingsBodySchema('customer');
  const setting = (type: string) => ({ type, email: true, portal: false });

  it("takes the settings of the side's own events", () => {
    const body = { settings: [setting('contractor-verified'), setting('partner-blocked')] };
    expect(carrier.parse(body)).toEqual(body);
    expect(customer.parse({ settings: [setting('contractor-sent-for-verification')] })).toEqual({
      settings: [setting('contractor-sent-for-verification')],
    });
  });

  it("refuses an event of the other side's", () => {
    expect(carrier.safeParse({ settings: [setting('contractor-sent-for-verification')] }).success).toBe(
      false,
    );
    expect(customer.safeParse({ settings: [setting('contractor-verified')] }).success).toBe(false);
  });

  it('refuses an event given twice', () => {
    const result = carrier.safeParse({ settings: [setting('partner-blocked'), setting('partner-blocked')] });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('события не должны повторяться');
  });

  it('takes at most one setting per event of the side', () => {
    const once = NOTIFICATION_TYPES_BY_SIDE.customer.map((type) => setting(type));
    expect(
      customer.safeParse({ settings: [...once, setting('route-disclaimer-created')] }).error?.issues[0]?.code,
    ).toBe('too_big');
  });

  it('needs both channels of each setting', () => {
    expect(carrier.safeParse({ settings: [{ type: 'partner-blocked', email: true }] }).success).toBe(false);
    expect(carrier.safeParse({ settings: [{ type: 'partner-blocked', portal: true }] }).success).toBe(false);
  });
});

describe('the notification answers', () => {
  it('passes a page of notifications with the unread count through', () => {
    const page: NotificationPage = {
      items: [
        {
          id: 1,
          type: 'contractor-verified',
          typeLabel: 'Компания верифицирована',
          title: 'Верификация',
          text: 'Компания верифицирована',
          link: '/verification',
          isRead: false,
          createdAt: '2025-03-12T10:00:00.000Z',
        },
      ],
      totalCount: 1,
      currentPageNumber: 1,
      numItemsPerPage: 100,
      unreadCount: 1,
    };
    expect(notificationPageSchema.parse(page)).toEqual(page);
  });

  it('passes the settings and the mark-all answer through', () => {
    const settings: NotificationSettings = {
      settings: [{ type: 'partner-blocked', label: 'Блокировка заказчиком', email: true, portal: false }],
    };
    expect(notificationSettingsSchema.parse(settings)).toEqual(settings);
    expect(markAllReadResponseSchema.parse({ message: 'Готово', count: 3 })).toEqual({
      message: 'Готово',
      count: 3,
    });
  });

  it('reads a notification id from the path', () => {
    expect(notificationIdParamsSchema.parse({ id: '5' })).toEqual({ id: 5 });
  });

  it('speaks Russian', () => {
    expectRussianMessages(NOTIFICATION_MESSAGES);
  });
});
