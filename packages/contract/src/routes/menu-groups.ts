// SPEC 2.2 groups the screens; the side menu follows the same groups.
export const MENU_GROUPS = {
  general: 'Общее',
  auctions: 'Аукционы',
  tenders: 'Тендеры',
  flights: 'Рейсы',
  proforma: 'Проформы',
  contractors: 'Перевозчики',
  fleet: 'Автопарк и водители',
  attorneys: 'Доверенности',
  rating: 'Рейтинг перевозчиков',
  users: 'Пользователи',
  references: 'Справочники',
  reports: 'Отчёты',
  videoLessons: 'Видеоуроки',
} as const;

export type MenuGroup = keyof typeof MENU_GROUPS;
