import { describe, expect, it } from 'vitest';
import { tenderActionDone } from './tender-action-done';

describe('tender action toasts', () => {
  it('says what was done, in the past tense, with the tender number', () => {
    expect(tenderActionDone('run', '7')).toBe('Тендер № 7 запущен');
    expect(tenderActionDone('todraft', '7')).toBe('Тендер № 7 возвращён в черновики');
    expect(tenderActionDone('end', '7')).toBe('Приём ставок по тендеру № 7 завершён');
    expect(tenderActionDone('acceptwinner', '7')).toBe('Победители тендера № 7 утверждены');
    expect(tenderActionDone('cancel', '7')).toBe('Тендер № 7 отменён');
    expect(tenderActionDone('delete', '7')).toBe('Тендер № 7 удалён');
  });
});
