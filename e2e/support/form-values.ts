import type { Locator, Page } from '@playwright/test';

const MOSCOW = { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** ДД.ММ.ГГГГ ЧЧ:мм on the browser's clock (Europe/Moscow in the config), `hours` from now, as a user types it. */
export const typedIn = (hours: number): string =>
  new Intl.DateTimeFormat('ru-RU', { ...MOSCOW, hour: '2-digit', minute: '2-digit' })
    .format(new Date(Date.now() + hours * 3_600_000))
    .replace(',', '');

/** A sum as a money input shows it: «171 700,00», grouped ru-RU with no-break spaces. */
export const moneyInputText = (roubles: number): string =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(roubles)
    .replace(/[\s\u202f]/g, '\u00a0');

/** ДД.ММ.ГГГГ of the Moscow day `days` from today, as a user types it. */
export const typedDay = (days: number): string =>
  new Intl.DateTimeFormat('ru-RU', MOSCOW).format(new Date(Date.now() + days * 86_400_000));

/** The value next to a label of a record's summary (antd Descriptions, plain or bordered). */
export const described = (scope: Page | Locator, label: string): Locator =>
  scope
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');
