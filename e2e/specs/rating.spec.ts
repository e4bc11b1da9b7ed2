import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 17: the carrier's my-rating and the customer's appeals, at 1280 and 420 px.

const signIn = async (page: Page, username: string) => {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token, refreshToken } = (await response.json()) as { token: string; refreshToken: string };
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('token', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [token, refreshToken],
  );
};

/** The heading's figure, once it has loaded (it reads «…» while loading). */
const currentRating = async (page: Page) => {
  const heading = page.getByRole('heading', { name: /Текущий рейтинг/ });
  await expect(heading).toHaveText(/Текущий рейтинг: [\d\s]+,?\d*/, { timeout: 30_000 });
  return Number(((await heading.locator('span').textContent()) ?? '').replace(/\s/g, '').replace(',', '.'));
};

test('the carrier appeals a lateness, the customer accepts it and the rating rises', async ({ browser }) => {
  test.setTimeout(240_000);
  const carrier = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(carrier, 'admin@carrier.demo');
  await carrier.goto('/my-rating');
  // A page's first load on a loaded machine may take longer than the 10 s of an expectation.
  await expect(carrier.getByRole('columnheader', { name: 'Итоговые баллы' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(carrier.getByRole('heading', { name: /Текущий рейтинг: \d/ })).toBeVisible();
  const before = await currentRating(carrier);
  await carrier.getByRole('button', { name: 'Приблизить' }).click();
  await carrier.getByRole('button', { name: 'Назад' }).click();
  await carrier.getByRole('button', { name: 'Отдалить' }).click();
  await screenshot(carrier, 'rating-my-rating-1280');

  // The latest month's on-time row lists its late arrivals. A flight counts as on time only when none of its
  // points is late, so the carrier appeals every late point of the first late flight.
  const onTime = carrier.getByRole('row').filter({ hasText: 'Своевременное прибытие' });
  await onTime.locator('.ant-table-row-expand-icon').click();
  const events = carrier.locator('.ant-list-item');
  await expect(carrier.getByRole('button', { name: 'Подать апелляцию' }).first()).toBeVisible();
  const routeCode = /Рейс (\S+),/.exec((await events.first().textContent()) ?? '')![1]!;
  const flightEvents = events.filter({ hasText: `Рейс ${routeCode},` });
  const appealIds: string[] = [];
  for (let index = 0; index < (await flightEvents.count()); index += 1) {
    const event = flightEvents.nth(index);
    await event.getByRole('textbox', { name: 'Комментарий к апелляции' }).fill('Перекрытие трассы');
    await event.getByRole('button', { name: 'Подать апелляцию' }).click();
    // The button is gone for that event; the appeal's number and state take its place.
    await expect(event.getByRole('button', { name: 'Подать апелляцию' })).toHaveCount(0);
    appealIds.push(/Апелляция №(\d+)/.exec((await event.textContent()) ?? '')![1]!);
  }
  await screenshot(carrier, 'rating-my-rating-events-1280');

  const customer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(customer, 'admin@shipper.demo');
  await customer.goto('/customer/rating/appeals');
  const appealRow = (id: string) =>
    customer
      .getByRole('row')
      .filter({ hasText: 'ТрансЛогистик' })
      .filter({ has: customer.getByRole('cell', { name: id, exact: true }) });
  await expect(appealRow(appealIds[0]!)).toBeVisible({ timeout: 30_000 });
  // The number filter waits 800 ms after the last keystroke before asking: the row stays until the answer comes.
  await customer.getByLabel('Номер').fill('999999');
  await expect(appealRow(appealIds[0]!)).toBeVisible();
  await expect(customer.getByText('Апелляции не найдены')).toBeVisible({ timeout: 5000 });
  await customer.getByLabel('Номер').fill(appealIds[0]!);
  await expect(customer.getByRole('row').filter({ hasText: 'ТрансЛогистик' })).toHaveCount(1);
  await screenshot(customer, 'rating-appeals-1280');
  for (const [index, id] of appealIds.entries()) {
    await customer.goto(`/customer/rating/appeals?id=${id}&status=0,1`);
    await appealRow(id)
      .getByRole('button', { name: /Открыть апелляцию/ })
      .click();
    if (index === 0) {
      await customer.getByRole('button', { name: 'В обработку' }).click();
      await expectToast(customer, 'Апелляция в обработку');
      // The dialog stays open on the appeal under review (issue 22), ready for the decision.
      await expect(customer.getByRole('dialog').getByText('На рассмотрении')).toBeVisible();
      await expect(customer.getByRole('button', { name: 'В обработку' })).toHaveCount(0);
      await screenshot(customer, 'rating-appeal-dialog-1280');
    }
    await customer.getByLabel('Комментарий к решению').fill('Подтверждено ГИБДД');
    await customer.getByRole('button', { name: 'Принять' }).click();
    await expectToast(customer, 'Апелляция принята');
  }

  // The decision recalculates the rating after its commit: the carrier sees it on a later load.
  await expect
    .poll(
      async () => {
        await carrier.reload();
        return currentRating(carrier);
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(before);
  await carrier.getByRole('tab', { name: 'Поданные апелляции' }).click();
  await expect(carrier.getByText('Подтверждено ГИБДД').first()).toBeVisible();

  await carrier.setViewportSize({ width: 420, height: 900 });
  await carrier.getByRole('tab', { name: 'Детализация рейтинга' }).click();
  await expect(carrier.getByRole('columnheader', { name: 'Итоговые баллы' })).toBeVisible();
  await screenshot(carrier, 'rating-my-rating-420');
  await customer.setViewportSize({ width: 420, height: 900 });
  await customer.reload();
  await expect(customer.getByRole('columnheader', { name: 'Тип апелляции' })).toBeVisible();
  await screenshot(customer, 'rating-appeals-420');
});
