import { expect, test } from '@playwright/test';
import { closeOpened, openAs } from '../support/api-session';
import { createFlight } from '../support/demo-records';
import { answerYes } from '../support/dialogs';
import { screenshot } from '../support/session';
import { expectToast } from '../support/toast';

test.afterEach(closeOpened);

// Issue 21: a record others refer to is not deleted; the screen shows the server's 409 message and keeps the row.
for (const width of [1280, 420]) {
  test(`deleting a kind of cargo a flight carries says so and keeps it (${width} px)`, async ({
    browser,
  }) => {
    const { page, session } = await openAs(browser, 'admin@shipper.demo', width);
    const { headers } = session;
    const api = `/api/customers/${session.ownerId}`;
    const name = `Хрупкий груз ${width}`;
    const created = await page.request.post(`${api}/transportation-names`, {
      headers,
      // Two kinds never share a colour name: the demo's kinds hold the common ones, so each width takes a free one.
      data: { name, color: width > 600 ? '#ffff00' : '#220011' },
    });
    // A retry finds the kind and the flight its first attempt made (the name is taken then).
    expect([201, 409]).toContain(created.status());
    if (created.status() === 201)
      await createFlight(page, session, ((await created.json()) as { id: number }).id);

    await page.goto('/transportation-names');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Удалить ${name}` }).click();
    await answerYes(page, 'Вы уверены что хотите удалить наименование перевозки?');
    await expectToast(page, 'Наименование перевозки используется в 1 рейсе');
    await expect(row).toBeVisible();
    await screenshot(page, `records-in-use-transportation-name-${width}`);
  });
}
