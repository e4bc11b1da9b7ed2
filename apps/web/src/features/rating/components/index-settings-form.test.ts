import type { RatingIndex } from '@portal/contract/rating/rating.schemas';
import { describe, expect, it } from 'vitest';
import { changedParts, indexSettingsValues, optionsBody, previewBody } from './index-settings-form';

const index: RatingIndex = {
  id: 5,
  code: 'incidents',
  name: 'Инциденты',
  formula: 'countRoutes',
  koeff: -2,
  indexOptions: [
    { id: 2, min: 3, max: 100, value: 100 },
    { id: 1, min: 1, max: 2, value: 50 },
  ],
};

describe('rating index settings form', () => {
  it('sends the scale ordered by min with empty cells as 0', () => {
    expect(
      optionsBody([
        { min: 5, max: null, value: 10 },
        { min: null, max: 4, value: null },
      ]),
    ).toEqual({
      options: [
        { min: 0, max: 4, value: 0 },
        { min: 5, max: 0, value: 10 },
      ],
    });
  });

  it('saves nothing when nothing changed, whatever the row order', () => {
    const values = indexSettingsValues(index);
    expect(changedParts(index, { ...values, options: [...values.options].reverse() })).toEqual({
      index: false,
      options: false,
    });
  });

  it('tells a negative weight change from a scale change', () => {
    const values = indexSettingsValues(index);
    expect(changedParts(index, { ...values, koeff: -3 })).toEqual({ index: true, options: false });
    expect(changedParts(index, { ...values, options: values.options.slice(1) })).toEqual({
      index: false,
      options: true,
    });
  });

  it('previews the edited weights and scales as a save sends them, nothing while an edit is unsaveable', () => {
    const values = indexSettingsValues(index);
    expect(previewBody(new Map())).toEqual({ indexes: [] });
    expect(previewBody(new Map([[5, { ...values, koeff: -4 }]]))).toEqual({
      indexes: [
        {
          id: 5,
          koeff: -4,
          options: [
            { min: 1, max: 2, value: 50 },
            { min: 3, max: 100, value: 100 },
          ],
        },
      ],
    });
    const emptyWeight = { ...values, koeff: null as unknown as number };
    expect(previewBody(new Map([[5, emptyWeight]]))).toBeNull();
    const reversed = { ...values, options: [{ min: 10, max: 2, value: 5 }] };
    expect(previewBody(new Map([[5, reversed]]))).toBeNull();
  });
});
