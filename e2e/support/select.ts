import { expect, type Locator, type Page } from '@playwright/test';

// antd's Select keeps its accessible options (role=option, named by aria-label) in a hidden listbox for screen
// readers; the items a user clicks are in the open dropdown and carry the same label as their title.

/** The whole Select control around its combobox input: the chosen value, the placeholder, the clear icon. */
export const selectOf = (combobox: Locator) =>
  combobox.locator(
    `xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`,
  );

/** Picks a suggestion of the open Select by its label. */
export const chooseOption = async (page: Page, label: string) => {
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true });
  await expect(option).toBeVisible();
  await option.click();
};

/** Waits until no Select offers suggestions: a single choice closes its dropdown, Escape closes a multiple one. */
export const closeSuggestions = async (page: Page, { pressEscape = false } = {}) => {
  if (pressEscape) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
};

/** The label of the first suggestion the open Select offers. */
export const firstOptionLabel = async (page: Page): Promise<string> => {
  const option = page.getByRole('option').first();
  await expect(option).toHaveAttribute('aria-label', /\S/);
  return (await option.getAttribute('aria-label')) ?? '';
};

/**
 * Empties an allowClear Select as a user does: hover it and press its clear icon. The icon is aria-hidden (the
 * keyboard user clears with the search text), so it has no accessible name to find it by.
 */
export const clearSelect = async (combobox: Locator) => {
  const select = selectOf(combobox);
  await select.hover();
  await select.locator('.ant-select-clear').click();
};

/**
 * Types into a searchable Select and clicks the suggestion matching `option`, then closes the dropdown. A busy
 * machine may answer the suggestions after the keystrokes, so the whole gesture is repeated until the choice shows.
 */
export const pickSearched = async (page: Page, combobox: Locator, search: string, option: RegExp) => {
  await expect(async () => {
    await combobox.click();
    await combobox.fill(search);
    const item = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option });
    await item.first().click({ timeout: 3_000 });
    await expect(selectOf(combobox)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
};
