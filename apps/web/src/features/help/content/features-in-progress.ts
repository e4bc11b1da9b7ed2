import { VAT_FACTOR } from '@portal/contract/constants';
import type { HelpBlock } from './help-types';

const vatPercent = Math.round((VAT_FACTOR - 1) * 100);

// Help describes what the product does: these notes go when the proforma screens and their comments land.
export const PROFORMAS_IN_PROGRESS: readonly HelpBlock[] = [
  {
    kind: 'note',
    tone: 'warning',
    text:
      'Раздел «Проформы» и комментарии к проформам пока недоступны: они в разработке. Закрытые рейсы и их ' +
      'ставки видны в разделе «Рейсы».',
  },
  {
    kind: 'paragraph',
    text:
      'Проформа — счёт перевозчика за закрытые рейсы периода. Когда раздел заработает, в ней будут перечислены ' +
      `рейсы и суммы без НДС и с НДС ${vatPercent}% (сумма с НДС = сумма без НДС × ` +
      `${String(VAT_FACTOR).replace('.', ',')}).`,
  },
];
