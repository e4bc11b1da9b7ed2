import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it('names a field by its Russian label', () => {
    expect(fieldLabel(['name'])).toBe('Название');
    expect(fieldLabel(['documents', 0, 'name'])).toBe('Название');
  });

  it('names a file reference after what the file is for', () => {
    expect(fieldLabel(['preview', 'file', 'guid'])).toBe('Превью');
    expect(fieldLabel(['video', 'file'])).toBe('Видео');
    expect(fieldLabel(['file', 'guid'])).toBe('Файл');
  });

  it('names the whole request when the problem has no field', () => {
    expect(fieldLabel([])).toBe('Запрос');
  });

  it('skips the array indexes of a path', () => {
    expect(fieldLabel([0])).toBe('Запрос');
    expect(fieldLabel(['documents', 0])).toBe('Документы');
  });

  it('has a Russian label for every field it knows', () => {
    for (const [field, label] of Object.entries(FIELD_LABELS)) expect(label, field).toMatch(/^[А-ЯЁ]/);
  });

  it('falls back to the field name it has no label for', () => {
    expect(fieldLabel(['somethingNew'])).toBe('somethingNew');
  });
});
