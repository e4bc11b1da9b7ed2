import type { Guard } from './guards';
import type { MenuGroup } from './menu-groups';

export type AppRoute = {
  id: string;
  path: string;
  guards: readonly Guard[];
  title: string;
  /** `bare` pages stand outside the main layout (SPEC 2.1). */
  layout: 'bare' | 'main';
  menu?: MenuGroup;
  /** The menu group of a page without its own entry (a view, an edit form): the menu highlights that group's entry. */
  section?: MenuGroup;
  /** The menu entry (a route id) such a page marks where its path would name another (a list's edit form). */
  entry?: string;
};

const bare = <const I extends string>(
  id: I,
  path: string,
  guards: Guard[],
  title: string,
): AppRoute & { id: I } => ({
  id,
  path,
  guards,
  title,
  layout: 'bare',
});

// Every screen of the main layout needs a session; the guards of SPEC 2.2 come after it.
const main = <const I extends string>(
  id: I,
  path: string,
  guards: Guard[],
  title: string,
  menu?: MenuGroup | { section: MenuGroup; entry?: string },
): AppRoute & { id: I } => ({
  id,
  path,
  guards: guards.includes('A') ? guards : ['A', ...guards],
  title,
  layout: 'main',
  ...(typeof menu === 'string' ? { menu } : menu),
});

// SPEC 2: route parameters written there as id{param} are path segments here (`:param`).
export const ROUTES = [
  bare('login', '/login', ['guest'], 'Вход'),
  bare('logout', '/logout', ['A'], 'Выход'),
  bare('forgot-password', '/forgot-password', ['guest'], 'Восстановление пароля'),
  bare('drop-password', '/drop-password', ['guest'], 'Новый пароль'),
  bare('registration', '/registration', ['guest'], 'Регистрация перевозчика'),
  bare('registration-success', '/registration-success', ['guest'], 'Регистрация завершена'),
  bare('activation-email', '/activation/email', ['guest'], 'Активация учётной записи'),
  bare('activation-invitation', '/activation/invitation', ['guest'], 'Активация по приглашению'),
  bare('verification', '/verification', ['A', 'C'], 'Верификация перевозчика'),

  // General
  main('dashboard', '/dashboard', ['A', 'V'], 'Главная', 'general'),
  main('notifications', '/notifications', ['A'], 'Уведомления', 'general'),
  main('my-rating', '/my-rating', ['A', 'V', 'C'], 'Мой рейтинг', 'general'),
  main('statistic', '/statistic', ['A', 'K'], 'Статистика', 'reports'),
  main('profile', '/profile', ['A', 'V', 'C'], 'Профиль компании', 'general'),
  main('my-profile', '/my-profile', ['A', 'V'], 'Мой профиль'),
  main('user-settings', '/user-settings', ['A'], 'Настройки пользователя'),
  main('help', '/help', ['A', 'V'], 'Помощь', 'general'),
  // Issue 26: the company's webhooks and API keys, for the admins of both sides.
  main('integrations', '/integrations', ['A', 'V', 'Adm'], 'Интеграции', 'general'),
  main('contractor-manual', '/contractor-manual', ['A', 'V'], 'Руководство перевозчика', 'general'),
  main('customer-manual', '/customer-manual', ['A', 'V'], 'Руководство заказчика', 'general'),
  main('file-viewer', '/files/:fileGuid', ['A'], 'Просмотр файла'),

  // Auctions
  main('auctions-contractor', '/auctions/contractor', ['C'], 'Аукционы', 'auctions'),
  main('auctions-customer', '/auctions/customer', ['K'], 'Аукционы', 'auctions'),
  // Issue 22: SPEC's auction/id{auctionsId} with «new» is the add screen and is titled as one.
  main('auction-add', '/auctions/customer/auction/new', ['K', 'AM'], 'Новый аукцион'),
  main('auction-edit', '/auctions/customer/auction/:auctionsId', ['K', 'AM'], 'Редактирование аукциона'),
  main('contractor-auction-view', '/contractors/:contractorId/auction/:auctionsId', ['C'], 'Аукцион'),
  main('customer-auction-view', '/customers/:customerId/auction/:auctionsId', ['K'], 'Аукцион'),
  main('auction-plan', '/auction-plan', ['K'], 'План аукционов', 'auctions'),
  main('auction-plan-add', '/auction-plan/add', ['K', 'Adm'], 'Новый план аукционов'),

  // Tenders
  main('tenders-contractor', '/tenders/contractor', ['C'], 'Тендеры', 'tenders'),
  main('tenders-customer', '/tenders/customer', ['K'], 'Тендеры', 'tenders'),
  main('tender-add', '/tenders/customer/add', ['K', 'AM'], 'Новый тендер'),
  main('tender-edit', '/tenders/customer/tender/:tendersId', ['K', 'AM'], 'Редактирование тендера'),
  main('contractor-tender-view', '/contractors/:contractorId/tender/:tendersId', [], 'Тендер'),
  main('customer-tender-view', '/customers/:customerId/tender/:tendersId', [], 'Тендер'),

  // Flights
  main('flights-contractor', '/flights/contractor', ['C'], 'Рейсы', 'flights'),
  main(
    'flight-contractor-edit',
    '/flights/contractor/flight/:flightId',
    ['C', 'AM'],
    'Редактирование рейса',
    {
      section: 'flights',
    },
  ),
  main('flights-customer', '/flights/customer', ['K'], 'Рейсы', 'flights'),
  main('flight-add', '/flights/customer/add', ['K', 'AM'], 'Новый рейс', { section: 'flights' }),
  main('flight-customer-edit', '/flights/customer/flight/:flightId', ['K', 'AM'], 'Редактирование рейса', {
    section: 'flights',
  }),
  main('contractor-flight-view', '/contractors/:contractorId/flight/:flightId', [], 'Рейс', {
    section: 'flights',
  }),
  main('customer-flight-view', '/customers/:customerId/flight/:flightId', [], 'Рейс', { section: 'flights' }),

  // Proforma
  main('proforma-contractor', '/proforma/contractor', ['C'], 'Проформы', 'proforma'),
  main('proforma-customer', '/proforma/customer', ['K'], 'Проформы', 'proforma'),
  main('contractor-proforma-view', '/contractors/:contractorId/proforma/:proformaId', [], 'Проформа'),
  main('customer-proforma-view', '/customers/:customerId/proforma/:proformaId', [], 'Проформа'),

  // Contractors and contractor lists
  main('contractor-list', '/contractor-list', ['K'], 'Перевозчики', 'contractors'),
  main('customer-contractor-view', '/customer/contractors/:contractorId', ['K'], 'Карточка перевозчика', {
    section: 'contractors',
  }),
  main('contractor-lists', '/contractor-lists-list', ['K'], 'Списки перевозчиков', 'contractors'),
  main('contractor-lists-add', '/contractor-lists-list/add', ['K', 'AM'], 'Новый список перевозчиков'),
  main(
    'contractor-list-copy',
    '/contractor-list/copy/:contractorListId',
    ['Adm', 'K'],
    'Копирование списка',
    {
      section: 'contractors',
      entry: 'contractor-lists',
    },
  ),
  main('contractor-list-edit', '/contractor-list/:contractorListId', ['K', 'AM'], 'Редактирование списка', {
    section: 'contractors',
    entry: 'contractor-lists',
  }),
  main('contractor-list-view', '/customer/contractor-lists/:contractorListId', ['K'], 'Список перевозчиков', {
    section: 'contractors',
    entry: 'contractor-lists',
  }),
  main(
    'verification-contractor',
    '/verification/contractor/:contractorId',
    ['K', 'Adm'],
    'Верификация перевозчика',
    { section: 'contractors' },
  ),

  // Fleet: drivers, vehicles, containers, dimensions
  main('drivers', '/drivers', ['A', 'V', 'C'], 'Водители', 'fleet'),
  main('drivers-add', '/drivers/add', ['A', 'V', 'C', 'AM'], 'Новый водитель'),
  main('driver-edit', '/driver/:driverId', ['A', 'V', 'C', 'AM'], 'Редактирование водителя'),
  main('drivers-customer', '/drivers/customer', ['K'], 'Водители перевозчиков', 'fleet'),
  main('driver-drafts', '/driver-drafts', ['K'], 'Заявки на водителей', 'fleet'),
  main('driver-draft', '/driver-drafts/:driverDraftId', ['K', 'AM'], 'Заявка на водителя'),
  main('contractor-driver-view', '/contractors/:contractorId/drivers/:driverId', ['A', 'V'], 'Водитель'),
  main('customer-driver-view', '/customers/drivers/:driverId', ['A', 'V'], 'Водитель'),
  main('transport-vehicles', '/transport-vehicles', ['C'], 'Транспортные средства', 'fleet'),
  main('transport-vehicles-add', '/transport-vehicles/add', ['C', 'AM'], 'Новое транспортное средство'),
  main('vehicle-edit', '/vehicle/:transportVehiclesId', ['Adm'], 'Редактирование транспортного средства'),
  main(
    'transport-vehicles-customer',
    '/transport-vehicles/customer',
    ['K'],
    'Транспорт перевозчиков',
    'fleet',
  ),
  main(
    'contractor-vehicle-view',
    '/contractors/:contractorId/vehicle/:transportVehiclesId',
    [],
    'Транспортное средство',
  ),
  main(
    'customer-vehicle-view',
    '/customers/transport-vehicle/:transportVehiclesId',
    [],
    'Транспортное средство',
  ),
  main('containers', '/containers', ['A', 'V', 'C'], 'Контейнеры', 'fleet'),
  main('containers-add', '/containers/add', ['A', 'V', 'C', 'AM'], 'Новый контейнер'),
  main('container-view', '/contractors/:contractorId/containers/:containerId', [], 'Контейнер'),
  main('dimensions', '/dimensions/customer', ['K'], 'Габариты ТС', 'references'),
  main('dimensions-view', '/dimensions/customer/view/:dimensionId', ['K'], 'Габарит ТС'),
  main('dimensions-edit', '/dimensions/customer/edit/:dimensionId', ['K', 'Adm'], 'Редактирование габарита'),
  main('dimensions-add', '/dimensions/customer/add', ['K', 'Adm'], 'Новый габарит'),
  main('route-way-dimensions', '/route-way-dimensions/customer', ['K'], 'Габариты маршрутов', 'references'),
  main(
    'route-way-dimensions-view',
    '/route-way-dimensions/customer/view/:dimensionId',
    ['K'],
    'Габарит маршрута',
  ),
  main(
    'route-way-dimensions-edit',
    '/route-way-dimensions/customer/edit/:dimensionId',
    ['K'],
    'Редактирование габарита маршрута',
  ),
  main('route-way-dimensions-add', '/route-way-dimensions/customer/add', ['K'], 'Новый габарит маршрута'),

  // Attorneys
  main('attorneys', '/attorneys', ['A', 'V', 'C'], 'Доверенности', 'attorneys'),
  main('attorneys-add', '/attorneys/add', ['A', 'V', 'C', 'AM'], 'Новая доверенность'),
  main('attorney-edit', '/attorney/:attorneyId', ['A', 'V', 'Adm', 'C'], 'Редактирование доверенности'),
  main(
    'contractor-attorney-edit',
    '/contractors/:contractorId/attorney/:attorneyId/edit',
    ['A', 'V', 'Adm'],
    'Редактирование доверенности',
  ),
  main(
    'contractor-attorney-view',
    '/contractors/:contractorId/attorney/:attorneyId',
    ['A', 'V'],
    'Доверенность',
  ),
  main(
    'attorneys-customer',
    '/attorneys/customer',
    ['A', 'V', 'K'],
    'Доверенности перевозчиков',
    'attorneys',
  ),

  // Contractor rating
  main('contractor-rating', '/customer/contractors-rating/:contractorId', ['K'], 'Рейтинг перевозчика'),
  main('rating-top', '/customer/rating/top', ['K'], 'Лучшие перевозчики', 'rating'),
  main('rating-settings', '/customer/rating/settings', ['K'], 'Настройки рейтинга', 'rating'),
  main('rating-appeals', '/customer/rating/appeals', ['K'], 'Апелляции', 'rating'),

  // Users and responsibility
  main('contractor-users', '/contractor-users', ['C'], 'Пользователи', 'users'),
  main('contractor-users-invite', '/contractor-users/invite', ['C', 'Adm'], 'Приглашение пользователя'),
  main('contractor-user-edit', '/contractor-users/:userId', ['Adm', 'K'], 'Редактирование пользователя'),
  main('customer-users', '/customer-users', ['K'], 'Пользователи', 'users'),
  main('customer-users-invite', '/customer-users/invite', ['K', 'Adm'], 'Приглашение пользователя'),
  main('customer-user-edit', '/customer-users/:userId', ['K', 'Adm'], 'Редактирование пользователя'),
  main('customer-user-view', '/customers/:customerId/users/:userId', [], 'Пользователь', {
    section: 'users',
  }),
  main('contractor-user-view', '/contractors/:contractorId/users/:userId', [], 'Пользователь', {
    section: 'users',
  }),
  main('manager-groups', '/customer/stl', ['K'], 'Группы ответственных', 'users'),
  main('manager-group-edit', '/customer/stl/:stlId', ['K'], 'Группа ответственных'),

  // Contact requisites and references
  main('contact-requisites', '/contact-requisites', ['K'], 'Контактные реквизиты', 'references'),
  main('contact-requisites-add', '/contact-requisites/add', ['K', 'Adm'], 'Новые контактные реквизиты'),
  main(
    'contact-requisites-contractor-edit',
    '/contact-requisites/contractor/:contractorId',
    ['K', 'Adm'],
    'Реквизиты для перевозчика',
  ),
  main('contact-requisite-view', '/contact-requisites/:contactId', ['K'], 'Контактные реквизиты'),
  main(
    'customer-contact-requisite-view',
    '/customers/:customerId/contact-requisites/:contactId',
    [],
    'Контактные реквизиты',
  ),
  // Not in SPEC 2.2: issue 13 adds the route ways (маршруты) under the references, like the other customer lists.
  main('route-ways', '/route-ways/customer', ['K'], 'Маршруты', 'references'),
  main('route-way-view', '/route-ways/customer/view/:routeWayId', ['K'], 'Маршрут'),
  main('route-way-add', '/route-ways/customer/add', ['K', 'Adm'], 'Новый маршрут'),
  main('route-way-edit', '/route-ways/customer/edit/:routeWayId', ['K', 'Adm'], 'Редактирование маршрута'),
  main('transportation-names', '/transportation-names', ['K'], 'Наименования перевозок', 'references'),
  main(
    'transportation-name-edit',
    '/transportation-names/:transportationNameId',
    ['K', 'AM'],
    'Наименование перевозки',
  ),
  main(
    'example-documents-configuration',
    '/example-documents-configuration',
    ['K', 'Adm'],
    'Образцы документов',
    'references',
  ),

  // Reports
  main('reports-auctions', '/reports/auctions', ['K'], 'Отчёт по аукционам', 'reports'),
  main('reports-routes', '/reports/routes', ['K'], 'Отчёт по рейсам', 'reports'),
  main('reports-tenders', '/reports/tenders', ['K'], 'Отчёт по тендерам', 'reports'),

  // Video lessons
  main('video-lessons-contractor', '/contractors/video-lessons', ['C'], 'Видеоуроки', 'videoLessons'),
  // Not in SPEC 2.2: the carrier's list opens a lesson on its own page (GET /api/contractors/video-lessons/{id}).
  main('video-lesson-contractor-view', '/contractors/video-lessons/:videoLessonId', ['C'], 'Видеоурок'),
  main('video-lessons-customer', '/customers/video-lessons', ['K'], 'Видеоуроки', 'videoLessons'),
  main('video-lesson-add', '/customers/video-lessons/add', ['K'], 'Новый видеоурок'),
  main(
    'video-lesson-edit',
    '/customers/video-lessons/edit/:videoLessonId',
    ['K'],
    'Редактирование видеоурока',
  ),
  main('video-lesson-view', '/customers/video-lessons/:videoLessonId', ['K'], 'Видеоурок'),
] as const satisfies readonly AppRoute[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const routeById = (id: RouteId): AppRoute => ROUTES.find((route) => route.id === id)!;

/** Fills `:param` segments: `buildPath('customer-contractor-view', { contractorId: 5 })`. */
export const buildPath = (id: RouteId, params: Record<string, string | number> = {}): string =>
  routeById(id).path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${id}`);
    return encodeURIComponent(String(value));
  });
