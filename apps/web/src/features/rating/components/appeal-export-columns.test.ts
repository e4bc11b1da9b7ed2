import { describe, expect, it } from 'vitest';
import { appeal } from '../test/rating-fixtures';
import { APPEAL_EXPORT_COLUMNS } from './appeal-export-columns';

describe('the appeals Excel export', () => {
  it('writes the table columns and both comments of an appeal', () => {
    const row = appeal(2, { decisionComment: 'Подтверждено' });
    const cells = Object.fromEntries(
      APPEAL_EXPORT_COLUMNS.map((column) => [column.header, column.value(row)]),
    );
    expect(cells).toMatchObject({
      Номер: row.id,
      Перевозчик: row.contractor.name,
      'Тип апелляции': row.indexValue.index.name,
      Статус: 'Принята',
      'Комментарий перевозчика': row.comment,
      'Комментарий к решению': 'Подтверждено',
    });
    expect(cells['Дата подачи']).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
  });
});
