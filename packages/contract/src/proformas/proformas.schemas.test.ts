import { describe, expect, it } from 'vitest';
import { missingDocuments } from './proforma-documents';
import { proformaSettingsBodySchema } from './proforma-settings.schemas';
import {
  proformaBuildBodySchema,
  proformaPayBodySchema,
  proformaReturnBodySchema,
  proformaUpdateBodySchema,
} from './proformas.schemas';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('proforma inputs', () => {
  it('builds for a period of up to 3 calendar months, not reversed', () => {
    expect(
      issues(
        proformaBuildBodySchema.safeParse({ customer: 1, dateFrom: '2026-01-01', dateTo: '2026-03-31' }),
      ),
    ).toEqual([]);
    expect(
      issues(
        proformaBuildBodySchema.safeParse({ customer: 1, dateFrom: '2026-01-01', dateTo: '2026-04-01' }),
      ),
    ).toEqual(['dateTo: период не длиннее 3 календарных месяцев']);
    expect(
      issues(
        proformaBuildBodySchema.safeParse({ customer: 1, dateFrom: '2026-02-01', dateTo: '2026-01-31' }),
      ),
    ).toEqual(['dateTo: не может быть раньше даты начала периода']);
    // A malformed day gets its own error; the period check never reads it.
    expect(
      issues(proformaBuildBodySchema.safeParse({ customer: 1, dateFrom: '1', dateTo: '1' })),
    ).toHaveLength(2);
  });

  it('takes extras with two decimals above zero and a comment of at most 2,000 characters', () => {
    const extra = { summ: 10.5, comment: 'Простой', file: '0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3' };
    expect(issues(proformaUpdateBodySchema.safeParse({ extras: [extra] }))).toEqual([]);
    expect(proformaUpdateBodySchema.safeParse({ extras: [{ ...extra, summ: 1.005 }] }).success).toBe(false);
    expect(proformaUpdateBodySchema.safeParse({ extras: [{ ...extra, summ: 0 }] }).success).toBe(false);
    expect(proformaUpdateBodySchema.safeParse({ comment: 'а'.repeat(2001) }).success).toBe(false);
  });

  it('returns only with a comment, pays with a date and a number', () => {
    expect(proformaReturnBodySchema.safeParse({ comment: ' ' }).success).toBe(false);
    expect(
      proformaReturnBodySchema.safeParse({ comment: 'Ошибка', lines: [{ line: 1, reason: 'Не тот рейс' }] })
        .success,
    ).toBe(true);
    expect(proformaPayBodySchema.safeParse({ paidOn: '2026-02-30', paymentNumber: '15' }).success).toBe(
      false,
    );
    expect(proformaPayBodySchema.safeParse({ paidOn: '2026-02-03', paymentNumber: '' }).success).toBe(false);
  });

  it('keeps the payment term within 1–360 days', () => {
    const settings = {
      paymentTermDays: 30,
      penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
      requiredDocuments: 'upd',
    };
    expect(proformaSettingsBodySchema.safeParse(settings).success).toBe(true);
    expect(proformaSettingsBodySchema.safeParse({ ...settings, paymentTermDays: 0 }).success).toBe(false);
    expect(proformaSettingsBodySchema.safeParse({ ...settings, paymentTermDays: 361 }).success).toBe(false);
    expect(proformaSettingsBodySchema.safeParse({ ...settings, requiredDocuments: 'act' }).success).toBe(
      false,
    );
  });

  it('names the documents the customer requires that are missing', () => {
    expect(missingDocuments('upd', { upd: null })).toEqual(['upd']);
    expect(missingDocuments('upd', { upd: { guid: 'x' } })).toEqual([]);
    expect(missingDocuments('act_invoice', { act: { guid: 'x' } })).toEqual(['invoice']);
  });
});
