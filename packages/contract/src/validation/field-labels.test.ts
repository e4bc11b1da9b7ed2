import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

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

  it('falls back to the field name it has no label for', () => {
    expect(fieldLabel(['somethingNew'])).toBe('somethingNew');
  });
});
