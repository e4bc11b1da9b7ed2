import { expect, type Page } from '@playwright/test';

/** SPEC 8: a confirmation asks its question with the buttons Да and Назад; this one answers Да. */
export const answerYes = async (page: Page, question: string) => {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  // A click while antd's zoom-in still scales the dialog can miss its button (seen once in CI): wait for it to settle.
  await expect(dialog).not.toHaveClass(/ant-zoom-appear/);
  await dialog.getByRole('button', { name: 'Да' }).click();
  await expect(dialog).toBeHidden();
};
