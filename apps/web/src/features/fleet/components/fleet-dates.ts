/** The form shows DD.MM.YYYY (SPEC 5); the API takes YYYY-MM-DD (DESIGN 11). */
export const toApiDate = (value: string): string => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value.trim();
};

export const fromApiDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
};
