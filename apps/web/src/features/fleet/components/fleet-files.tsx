import type { StoredFile, UploadKind } from '@portal/contract/files/files.schemas';
import { fileSlotAccept } from '@portal/contract/fleet/fleet-common.schemas';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { Form } from 'antd';
import { FileViewerLink } from '../../../shared/files/file-viewer-link';
import { UploadField } from '../../../shared/files/upload-field';

type FileSlots = Record<string, readonly UploadKind[]>;
type SlotAnswer = { file: StoredFile } | null;

/** SPEC 2.2: the photo and scans of a driver or vehicle, uploaded at once and kept as file records in the form. */
export function FleetFileFields({ slots }: { slots: FileSlots }) {
  return (
    <>
      {Object.entries(slots).map(([slot, kinds]) => (
        <Form.Item key={slot} label={FIELD_LABELS[slot] ?? slot} name={slot}>
          <UploadField accept={fileSlotAccept(kinds)} />
        </Form.Item>
      ))}
    </>
  );
}

/** The form's file records as the body's references ({ file: { guid } } or null). */
export const fileSlotsToBody = <S extends string>(
  slots: readonly S[],
  values: Partial<Record<S, StoredFile | null>>,
) =>
  Object.fromEntries(
    slots.map((slot) => [slot, values[slot] ? { file: { guid: values[slot].guid } } : null]),
  ) as Record<S, { file: { guid: string } } | null>;

/** A record's files as the form holds them. */
export const fileSlotsToValues = <S extends string>(slots: readonly S[], record: Record<S, SlotAnswer>) =>
  Object.fromEntries(slots.map((slot) => [slot, record[slot]?.file ?? null])) as Record<S, StoredFile | null>;

/** The view page's rows: each file leads to the file viewer, «—» when there is none. */
export const fileSlotItems = <S extends string>(slots: readonly S[], record: Record<S, SlotAnswer>) =>
  slots.map((slot) => {
    const file = record[slot]?.file;
    return {
      key: slot,
      label: FIELD_LABELS[slot] ?? slot,
      children: file ? <FileViewerLink file={file} /> : '—',
    };
  });
