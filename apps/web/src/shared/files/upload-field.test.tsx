import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import type { FileRecord, StoredFile } from '@portal/contract/files/files.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../api/upload-file';
import { TestProviders } from '../test/test-providers';
import { UploadField } from './upload-field';

vi.mock('../api/upload-file', () => ({ uploadFile: vi.fn() }));

const RECORD: FileRecord = {
  guid: '6f1c0c55-4a41-4bd4-8d1e-2c8a4f7e9b10',
  originalName: 'preview.png',
  mimeType: 'image/png',
  size: 3,
  createdAt: '',
};

function Harness({ onValue }: { onValue: (value: StoredFile | null) => void }) {
  const [value, setValue] = useState<StoredFile | null>(null);
  return (
    <UploadField
      accept=".jpg,.jpeg,.png"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const renderField = () => {
  const onValue = vi.fn();
  render(
    <TestProviders>
      <Harness onValue={onValue} />
    </TestProviders>,
  );
  return onValue;
};

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

const sizedFile = (name: string, size: number, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('UploadField', () => {
  afterEach(() => {
    vi.mocked(uploadFile).mockReset();
  });

  it('shows the SPEC 5 size hint and the allowed formats', () => {
    renderField();
    expect(
      screen.getByText('Форматы: JPG, JPEG, PNG. Размер файла не должен превышать 15MB'),
    ).toBeInTheDocument();
  });

  it('refuses a file above 15MB with a Russian message and uploads nothing', async () => {
    const onValue = renderField();
    choose(sizedFile('big.png', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Размер файла не должен превышать 15MB');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses a file of another format with a Russian message', async () => {
    renderField();
    choose(sizedFile('lesson.mp4', 1000, 'video/mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Недопустимый формат файла. Допустимые форматы: JPG, JPEG, PNG',
    );
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows the progress while uploading, then the file name as its value', async () => {
    let finish: (record: FileRecord) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_file, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onValue = renderField();
    choose(sizedFile('preview.png', 3));
    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    finish(RECORD);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText('preview.png')).toBeInTheDocument();
    expect(onValue).toHaveBeenCalledWith({
      guid: RECORD.guid,
      originalName: 'preview.png',
      mimeType: 'image/png',
    });
    expect(screen.getByText('Заменить файл')).toBeInTheDocument();
  });

  it('removes the uploaded file', async () => {
    vi.mocked(uploadFile).mockResolvedValue(RECORD);
    const onValue = renderField();
    choose(sizedFile('preview.png', 3));
    fireEvent.click(await screen.findByLabelText('Удалить файл preview.png'));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Выбрать файл')).toBeInTheDocument();
  });
});
