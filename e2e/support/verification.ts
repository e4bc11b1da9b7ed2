import { expect, type Page } from '@playwright/test';
import { screenshot } from './session';

/** A tiny valid PDF under the given name. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** Uploads a PDF for every required document type, then sends the carrier for verification. */
export const uploadRequiredAndSend = async (page: Page, shotName = 'verification-documents-uploaded') => {
  await expect(page.getByText('Обязательный', { exact: true }).first()).toBeVisible();
  const requiredCount = await page.getByText('Обязательный', { exact: true }).count();
  expect(requiredCount).toBeGreaterThan(0);
  for (let index = 0; index < requiredCount; index += 1) {
    const name = `документ-${index + 1}.pdf`;
    await page.locator('input[type=file]').nth(index).setInputFiles(pdf(name));
    await expect(page.getByText(name)).toBeVisible();
  }
  await screenshot(page, shotName);
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(page.getByText('На проверке').first()).toBeVisible();
};

// The check digit of a company's 10-digit INN (the same weights as the contract's isValidInn).
const INN_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/**
 * A valid company INN unique to this run: Novosibirsk's tax office 5403 (no demo company has it), five digits
 * of the clock and the check digit. A retry of the test gets a new one, so registration never meets its own INN.
 */
export const uniqueInn = (): string => {
  const body = `5403${String(Date.now() % 100_000).padStart(5, '0')}`;
  const sum = INN_WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${(sum % 11) % 10}`;
};
