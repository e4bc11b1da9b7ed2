import { expect, type Page } from '@playwright/test';

/** SPEC 8: a confirmation asks its question with the buttons Да and Назад; this one answers Да. */
export const answerYes = async (page: Page, question: string) => {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Да' }).click();
  await expect(dialog).toBeHidden();
};
