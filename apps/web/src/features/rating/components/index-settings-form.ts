import type {
  IndexOptionsBody,
  RatingIndex,
  RatingIndexBody,
  RatingPreviewBody,
} from '@portal/contract/rating/rating.schemas';

export type OptionRow = { min: number | null; max: number | null; value: number | null };
export type IndexSettingsValues = RatingIndexBody & { options: OptionRow[] };

export const indexSettingsValues = (index: RatingIndex): IndexSettingsValues => ({
  name: index.name,
  formula: index.formula,
  koeff: index.koeff,
  options: index.indexOptions.map(({ min, max, value }) => ({ min, max, value })),
});

/** The scale as the server takes it: empty cells count as 0, ordered by min so the table reads top-down. */
export const optionsBody = (rows: readonly OptionRow[]): IndexOptionsBody => ({
  options: rows
    .map((row) => ({ min: row.min ?? 0, max: row.max ?? 0, value: row.value ?? 0 }))
    .sort((a, b) => a.min - b.min),
});

const sameOptions = (index: RatingIndex, rows: readonly OptionRow[]): boolean =>
  JSON.stringify(optionsBody(rows).options) === JSON.stringify(optionsBody(index.indexOptions).options);

/** Which of the two PUTs a save needs: the index itself, its options, both or none. */
export const changedParts = (index: RatingIndex, values: IndexSettingsValues) => ({
  index: values.name !== index.name || values.formula !== index.formula || values.koeff !== index.koeff,
  options: !sameOptions(index, values.options),
});

export type IndexEdit = Pick<IndexSettingsValues, 'koeff' | 'options'>;

/**
 * The settings preview's body: each edited index's weight and scale as a save would send them; null while an edit
 * could not be saved (an empty weight, a row with min above max), so the preview never shows unsaveable settings.
 */
export const previewBody = (edits: ReadonlyMap<number, IndexEdit>): RatingPreviewBody | null => {
  const indexes = [...edits].map(([id, edit]) => ({
    id,
    koeff: edit.koeff as number | null,
    options: optionsBody(edit.options).options,
  }));
  const isSaveable = indexes.every(
    (index) => index.koeff !== null && index.options.every((option) => option.min <= option.max),
  );
  return isSaveable ? { indexes: indexes.map((index) => ({ ...index, koeff: index.koeff ?? 0 })) } : null;
};
