import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type Route } from '@playwright/test';
import { checkGuards, type GuardSubject } from '../../packages/contract/src/routes/guards';
import { type AppRoute, ROUTES } from '../../packages/contract/src/routes/route-table';
import { DEMO_PASSWORD } from './session';

/** Issue 12: WCAG 2.1 A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules whose outcome a narrower window can change: antd folds tabs and menus into pop-ups, hides the side menu
 * in a drawer, and wraps wide tables in a scroller. The walk scans each screen fully at 1280 px and only these at
 * 420 px (issue 27): colours, names and labels do not change with the width.
 */
export const LAYOUT_RULES = [
  'aria-required-children',
  'aria-required-parent',
  'aria-hidden-focus',
  'scrollable-region-focusable',
  'nested-interactive',
  'button-name',
  'link-name',
];
export const WIDTHS = [1280, 420] as const;

export type Violation = { screen: string; rule: string; impact: string; help: string; targets: string[] };

const NO_MOTION =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';

/** Runs axe-core on the page as it is and answers its serious and critical violations, named by screen. */
export const seriousViolations = async (
  page: Page,
  screen: string,
  within?: string,
  rules?: readonly string[],
): Promise<Violation[]> => {
  // axe measures colours as they are drawn: the pointer leaves whatever it clicked last (a navigation can put a
  // primary button under it, in its lighter hover blue), and with transitions off the colours it leaves behind are
  // final at once instead of 0.2 s later.
  await page.evaluate((css) => {
    if (document.getElementById('e2e-no-motion')) return;
    const style = document.createElement('style');
    style.id = 'e2e-no-motion';
    style.textContent = css;
    document.head.append(style);
  }, NO_MOTION);
  await page.mouse.move(0, 0);
  // Only violations are collected: the passes' node lists cost most of a run on a long table.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) builder.include(within);
  if (rules) builder.withRules([...rules]);
  else builder.withTags(WCAG_TAGS);
  const { violations } = await builder.options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

export const describeViolations = (violations: readonly Violation[]): string =>
  violations
    .map((v) => `${v.screen}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}`)
    .join('\n');

const patternOf = (route: AppRoute) =>
  new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

const paramCount = (route: AppRoute) => (route.path.match(/:\w+/g) ?? []).length;

const TABLE: readonly AppRoute[] = ROUTES;

/** The route of the table a path opens: of those matching, the one with the fewest parameters (`/add` over `/:id`). */
export const routeOfPath = (pathname: string): AppRoute | undefined =>
  TABLE.filter((route) => patternOf(route).test(pathname)).sort((a, b) => paramCount(a) - paramCount(b))[0];

/** Screens the subject may open in the main layout without a parameter; the walk finds the others by their links. */
export const startScreens = (subject: GuardSubject | null): AppRoute[] =>
  TABLE.filter(
    (route) =>
      paramCount(route) === 0 && route.id !== 'logout' && checkGuards(route.guards, subject) === null,
  );

export const mayOpen = (route: AppRoute, subject: GuardSubject | null) =>
  route.id !== 'logout' && checkGuards(route.guards, subject) === null;

export type Login = { subject: GuardSubject; token: string; refreshToken: string };

/** Logs in through the API (the login screen is scanned as a guest page) and reads the session the guards see. */
export const apiLogin = async (request: APIRequestContext, username: string): Promise<Login> => {
  const login = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
  const check = await request.get('/api/login/check', { headers: { authorization: `Bearer ${token}` } });
  expect(check.ok()).toBe(true);
  return { subject: (await check.json()) as GuardSubject, token, refreshToken };
};

/** One browser context per role, its tokens already in local storage as the web app keeps them. */
export const contextFor = (browser: Browser, baseURL: string, login: Login | null) =>
  browser.newContext({
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: WIDTHS[0], height: 800 },
    storageState: {
      cookies: [],
      origins: login
        ? [
            {
              origin: baseURL,
              localStorage: [
                { name: 'token', value: login.token },
                { name: 'refreshToken', value: login.refreshToken },
              ],
            },
          ]
        : [],
    },
  });

/** The bar the app shows from a click on a link until the next screen's code has loaded (root-route.tsx). */
const NAVIGATION_BAR = '.navigation-progress';

/** How long a screen may take to come: the walk runs beside the flows, and the first screen loads the app's code. */
export const SCREEN_LOAD = { timeout: 30_000 };

/** The screen has come: its title is shown and nothing on it is still loading. */
export const waitForScreen = async (page: Page, route: AppRoute) => {
  const heading =
    route.layout === 'main'
      ? page.getByRole('heading', { level: 1, name: route.title, exact: true })
      : // A bare page: its card shows the page below the brand.
        page.locator('.bare-layout__card > *').nth(1);
  await expect(heading).toBeVisible(SCREEN_LOAD);
  await expect(page.locator(`.ant-spin-spinning, .ant-skeleton-active, ${NAVIGATION_BAR}`)).toHaveCount(
    0,
    SCREEN_LOAD,
  );
};

/**
 * Opens a path. The first screen loads the page; the next ones are reached as a link would, inside the running app
 * (the router follows the history), so the walk does not load and start the app again for every screen. Resolves
 * when the screen's title is shown or a guard has sent the role elsewhere.
 */
export const openScreen = async (page: Page, route: AppRoute, path: string) => {
  const inApp =
    page.url().startsWith('http') && (await page.evaluate(() => document.querySelector('main') !== null));
  if (!inApp || route.layout !== 'main') {
    await page.goto(path);
    return;
  }
  // Two frames after the router has seen the change, React has committed it or shows the navigation bar.
  await page.evaluate(
    (target) =>
      new Promise((resolve) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    path,
  );
  await page.waitForFunction(
    ([target, title]) =>
      window.location.pathname !== target ||
      Array.from(document.querySelectorAll('h1')).some((heading) => heading.textContent?.includes(title)),
    [path, route.title] as const,
  );
};

/** The paths of the links on the page that stay on the portal. */
export const linkedPaths = async (page: Page): Promise<string[]> => {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
};

const DIALOG = '[role="dialog"]';

/** Resolves when the finite animations on the page (a dialog zooming or sliding in) have ended. */
/** Every finite animation on the page has ended (a menu unfolding, a dialog zooming in): axe reads final colours. */
export const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    // Ant Design's motion adds its classes a frame after the dialog appears: the transitions exist only then.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });

/**
 * The dialog or drawer the screen's main action opens (a confirmation, a form in a modal), scanned and closed with
 * Escape. The main action is the content's first primary button, else its first danger one, that is not in a form
 * (a submit), a table row or a link (a link navigates and is a screen of its own). While it is tried, every request but a read is
 * refused, so a button that acts at once changes no data; one that navigates is undone. Answers null when the
 * action opens no dialog within a short wait.
 */
export const scanMainDialog = async (page: Page, screen: string): Promise<Violation[] | null> => {
  // The first primary button of the content, else the first danger one (block, delete), outside forms, tables
  // (row actions are not the screen's main action) and links.
  const buttons = page.locator('main button');
  const index = await buttons.evaluateAll((all) => {
    const usable = (all as HTMLButtonElement[]).filter(
      (button) =>
        button.type !== 'submit' &&
        !button.disabled &&
        button.offsetParent !== null &&
        !button.closest('form, .ant-table, a'),
    );
    const main =
      usable.find((button) => button.classList.contains('ant-btn-primary')) ??
      usable.find((button) => button.classList.contains('ant-btn-dangerous'));
    return main ? all.indexOf(main) : -1;
  });
  if (index < 0) return null;
  const action = buttons.nth(index);
  const before = page.url();
  const readOnly = (route: Route) => (route.request().method() === 'GET' ? route.fallback() : route.abort());
  await page.route('**/api/**', readOnly);
  try {
    await action.click();
    // Off the button at once: a dialog drawn under the pointer would be scanned in its hover colours.
    await page.mouse.move(WIDTHS[0] - 1, 799);
    const dialog = page.locator(`${DIALOG}:visible`).first();
    // A button that navigates shows the navigation bar at once, but moves only when the next screen's code has
    // loaded: on a loaded machine after the short wait for a dialog.
    const navigation = page.locator(NAVIGATION_BAR);
    const opened = await dialog
      .or(navigation)
      .first()
      .waitFor({ state: 'visible', timeout: 1_500 })
      // The bar may be gone already when a fast navigation ends: only a dialog on screen is one.
      .then(() => dialog.isVisible())
      .catch(() => false);
    if (!opened) {
      await expect(navigation).toHaveCount(0, SCREEN_LOAD);
      if (page.url() !== before) await page.goBack();
      return null;
    }
    await animationsDone(page);
    const found = await seriousViolations(page, `${screen} (диалог)`, DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.locator(`${DIALOG}:visible`)).toHaveCount(0);
    return found;
  } finally {
    // The pointer leaves the button it clicked: a control later drawn under it would be scanned in its hover colours.
    await page.mouse.move(WIDTHS[0] - 1, 799);
    await page.unroute('**/api/**', readOnly);
  }
};
