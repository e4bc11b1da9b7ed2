import { describe, expect, it } from 'vitest';
import { fileSlotItems, fileSlotsToBody, fileSlotsToValues } from './fleet-files';

const scan = {
  guid: '7d9f2b8e-3c1a-4e5b-9f6d-0a1b2c3d4e5f',
  originalName: 'паспорт.pdf',
  mimeType: 'application/pdf',
};
const SLOTS = ['photo', 'passportScan'] as const;

describe('fleet file slots', () => {
  it('sends the form’s files as references and none as null', () => {
    expect(fileSlotsToBody(SLOTS, { passportScan: scan })).toEqual({
      photo: null,
      passportScan: { file: { guid: scan.guid } },
    });
  });

  it('puts a record’s files into the form', () => {
    expect(fileSlotsToValues(SLOTS, { photo: null, passportScan: { file: scan } })).toEqual({
      photo: null,
      passportScan: scan,
    });
  });

  it('labels the view rows in Russian and shows «—» for a missing file', () => {
    const items = fileSlotItems(SLOTS, { photo: null, passportScan: { file: scan } });
    expect(items.map((item) => item.label)).toEqual(['Фото', 'Скан паспорта']);
    expect(items[0]?.children).toBe('—');
  });
});
