export const DEMO_PASSWORD = 'demo1234';

// DESIGN 9: the demo accounts, exactly as listed there.
export const DEMO_ACCOUNTS = [
  { username: 'admin@shipper.demo', who: 'заказчик, администратор' },
  { username: 'manager@shipper.demo', who: 'заказчик, менеджер' },
  { username: 'user@shipper.demo', who: 'заказчик, пользователь' },
  { username: 'admin@carrier.demo', who: 'верифицированный перевозчик, администратор' },
  { username: 'user@carrier.demo', who: 'верифицированный перевозчик, пользователь' },
  { username: 'new@carrier2.demo', who: 'неверифицированный перевозчик, администратор' },
] as const;

/** The demo shipper of the accounts above (АО «СеверТрансГрупп»); later seeds find it by this INN. */
export const DEMO_CUSTOMER_INN = '7708123450';
