// DESIGN 12 «Proformas»: 0 draft, 1 sent, 2 accepted, 3 returned, 4 paid. The server refuses what PROFORMA_ACTIONS
// does not allow (409 naming the current state); the screens show the buttons it allows.

export const PROFORMA_STATUS = { draft: 0, sent: 1, accepted: 2, returned: 3, paid: 4 } as const;
export type ProformaStatus = (typeof PROFORMA_STATUS)[keyof typeof PROFORMA_STATUS];
export const PROFORMA_STATUSES = Object.values(PROFORMA_STATUS) as ProformaStatus[];

export const PROFORMA_STATUS_LABELS: Record<ProformaStatus, string> = {
  0: 'Черновик',
  1: 'Отправлена',
  2: 'Принята',
  3: 'Возвращена',
  4: 'Оплачена',
};

/**
 * Who does what from which state. The carrier edits, sends and deletes a draft or a returned proforma; the customer
 * accepts or returns a sent one and marks an accepted one paid. `to` is absent where the action changes no status.
 */
export const PROFORMA_ACTIONS = {
  edit: { from: [0, 3], side: 'contractor', label: 'Изменить' },
  delete: { from: [0, 3], side: 'contractor', label: 'Удалить' },
  send: { from: [0, 3], to: 1, side: 'contractor', label: 'Отправить', toast: 'Проформа отправлена' },
  accept: { from: [1], to: 2, side: 'customer', label: 'Принять', toast: 'Проформа принята' },
  return: { from: [1], to: 3, side: 'customer', label: 'Вернуть', toast: 'Проформа возвращена' },
  pay: { from: [2], to: 4, side: 'customer', label: 'Отметить оплату', toast: 'Оплата отмечена' },
} as const satisfies Record<
  string,
  {
    from: readonly ProformaStatus[];
    to?: ProformaStatus;
    side: 'customer' | 'contractor';
    label: string;
    toast?: string;
  }
>;
export type ProformaAction = keyof typeof PROFORMA_ACTIONS;

/** The PATCH actions of each side, in the order the screens show them. */
export const CONTRACTOR_PROFORMA_ACTIONS = ['send'] as const;
export const CUSTOMER_PROFORMA_ACTIONS = ['accept', 'return', 'pay'] as const;
export type ContractorProformaAction = (typeof CONTRACTOR_PROFORMA_ACTIONS)[number];
export type CustomerProformaAction = (typeof CUSTOMER_PROFORMA_ACTIONS)[number];

export const canProformaAction = (action: ProformaAction, status: number): boolean =>
  (PROFORMA_ACTIONS[action].from as readonly number[]).includes(status);

export const proformaStatusLabel = (status: number): string =>
  PROFORMA_STATUS_LABELS[status as ProformaStatus] ?? String(status);

/** DESIGN 11: the 409 names the current state. */
export const wrongProformaStateMessage = (status: number): string =>
  `Действие недоступно: проформа в статусе «${proformaStatusLabel(status)}»`;

/** The customer never sees a draft (DESIGN 12: 404). */
export const isVisibleToCustomer = (status: number): boolean => status !== PROFORMA_STATUS.draft;
