/** A 422 problem as the server answers a refused field (DESIGN 5): `path` under `fields`, `line` in `errors`. */
export const fieldProblemBody = (path: (string | number)[], message: string, line: string) => ({
  type: 'https://portal.local/problems/422',
  title: 'Ошибка валидации',
  status: 422,
  detail: 'Проверьте правильность заполнения полей',
  message: 'Проверьте правильность заполнения полей',
  errors: [line],
  fields: [{ path, message, code: 'custom', line }],
});
