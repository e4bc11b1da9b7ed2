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
};

export const fieldLabel = (path: readonly PropertyKey[]): string => {
  const names = path.filter((part): part is string => typeof part === 'string');
  const last = names[names.length - 1];
  if (!last) return 'Запрос';
  return FIELD_LABELS[last] ?? last;
};
