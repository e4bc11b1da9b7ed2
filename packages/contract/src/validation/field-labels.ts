// Russian names of request fields, used to title validation errors: "Пароль: не короче 8 символов".
export const FIELD_LABELS: Record<string, string> = {
  username: 'Логин',
  password: 'Пароль',
  email: 'Электронная почта',
  name: 'Название',
  companyName: 'Название компании',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  fullname: 'ФИО',
  contactPerson: 'Контактное лицо',
  phone: 'Телефон',
  token: 'Код активации',
  refreshToken: 'Токен обновления',
  base64file: 'Файл',
  originalName: 'Имя файла',
  validationDocumentId: 'Тип документа',
  fileGuid: 'Файл',
  description: 'Описание',
  sortPosition: 'Позиция сортировки',
  page: 'Страница',
  limit: 'Количество на странице',
  id: 'Идентификатор',
  customerId: 'Заказчик',
  contractorId: 'Перевозчик',
  reason: 'Причина',
  status: 'Статус',
  query: 'Поиск',
  roles: 'Роли',
  preview: 'Превью',
  video: 'Видео',
  published: 'Опубликован',
  documents: 'Документы',
  expires: 'Срок действия ссылки',
  signature: 'Подпись ссылки',
  legalAddress: 'Юридический адрес',
  postalAddress: 'Почтовый адрес',
  bankName: 'Банк',
  bik: 'БИК',
  bankAccount: 'Расчётный счёт',
  correspondentAccount: 'Корреспондентский счёт',
  position: 'Должность',
  legalName: 'Наименование организации',
  comment: 'Комментарий',
  color: 'Цвет',
  agent: 'Прикрепленный пользователь',
  userId: 'Пользователь',
  contractorIds: 'Перевозчики',
  verificationStatus: 'Статус верификации',
  partner: 'Партнёрство',
  routeOwnerIds: 'Владельцы маршрутов',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  unread: 'Только непрочитанные',
  settings: 'Настройки уведомлений',
  type: 'Событие',
  portal: 'В портале',
};

// A file reference ({ preview: { file: { guid } } }) is named after what the file is for.
const FILE_REFERENCE_PARTS = new Set(['file', 'guid']);

export const fieldLabel = (path: readonly PropertyKey[]): string => {
  const names = path.filter((part): part is string => typeof part === 'string');
  const meaningful = names.filter((name) => !FILE_REFERENCE_PARTS.has(name));
  const last = meaningful[meaningful.length - 1];
  if (!last) return names.length ? 'Файл' : 'Запрос';
  return FIELD_LABELS[last] ?? last;
};
