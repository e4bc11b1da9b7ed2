/** The customer's tender actions made from its view page after a confirmation (edit opens the form instead). */
export type ConfirmedTenderAction = 'run' | 'todraft' | 'end' | 'acceptwinner' | 'cancel' | 'delete';

/** The success toast of an action, in the past tense, naming the tender as the auctions' toasts do. */
export const tenderActionDone = (action: ConfirmedTenderAction, number: string): string => {
  const tender = `Тендер № ${number}`;
  switch (action) {
    case 'run':
      return `${tender} запущен`;
    case 'todraft':
      return `${tender} возвращён в черновики`;
    case 'end':
      return `Приём ставок по тендеру № ${number} завершён`;
    case 'acceptwinner':
      return `Победители тендера № ${number} утверждены`;
    case 'cancel':
      return `${tender} отменён`;
    case 'delete':
      return `${tender} удалён`;
  }
};
