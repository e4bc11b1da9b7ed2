import { expect, type Page } from '@playwright/test';

/** SPEC 8: a toast (role alert) confirms the action in its own words. */
export const expectToast = async (page: Page, text: string) => {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  return toast;
};
