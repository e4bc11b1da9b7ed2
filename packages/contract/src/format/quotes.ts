// Russian typography quotes a name in «ёлочки»; quotes inside it become „лапки“, so a company name that has its own
// quotes reads «ООО „Самарские перевозки“», never «ООО «Самарские перевозки»» (issue 12).

const INNER: Record<string, string> = { '«': '„', '»': '“' };

/** The name in «…», its own «…» or "…" turned into „…“. */
export const quoted = (name: string): string => {
  let isOpen = false;
  const inner = name.replace(/[«»"]/g, (mark) => {
    if (mark !== '"') {
      isOpen = mark === '«';
      return INNER[mark] ?? mark;
    }
    isOpen = !isOpen;
    return isOpen ? '„' : '“';
  });
  return `«${inner}»`;
};
