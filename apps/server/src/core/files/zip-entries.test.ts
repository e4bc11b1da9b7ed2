import { describe, expect, it } from 'vitest';
import { tinyDocx, zipOf } from '../../../test/file-fixtures';
import { zipEntryNames } from './zip-entries';

describe('zipEntryNames', () => {
  it('lists the names of a real archive from its central directory', () => {
    expect(zipEntryNames(zipOf({ 'a.txt': 'a', 'word/document.xml': '<w/>' }))).toEqual([
      'a.txt',
      'word/document.xml',
    ]);
  });

  it('reads an archive that ends with a comment', () => {
    const archive = zipOf({ 'a.txt': 'a' });
    const comment = Buffer.from('комментарий');
    archive.writeUInt16LE(comment.length, archive.length - 2);
    expect(zipEntryNames(Buffer.concat([archive, comment]))).toEqual(['a.txt']);
  });

  it('refuses bytes that only start like an archive', () => {
    expect(
      zipEntryNames(Buffer.from('PK\x03\x04 and then plain text word/document.xml', 'latin1')),
    ).toBeNull();
    expect(zipEntryNames(Buffer.alloc(10))).toBeNull();
  });

  it('refuses an archive cut short, whose end record is gone', () => {
    const archive = tinyDocx();
    expect(zipEntryNames(archive.subarray(0, archive.length - 10))).toBeNull();
  });

  it('refuses a directory that points outside the bytes or at no local header', () => {
    const archive = tinyDocx();
    const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const outside = Buffer.from(archive);
    outside.writeUInt32LE(archive.length, end + 16);
    expect(zipEntryNames(outside)).toBeNull();

    const directory = archive.readUInt32LE(end + 16);
    const noLocalHeader = Buffer.from(archive);
    noLocalHeader.writeUInt32LE(1, directory + 42);
    expect(zipEntryNames(noLocalHeader)).toBeNull();
  });
});
