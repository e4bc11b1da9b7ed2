const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The names a ZIP archive lists in its central directory, or null when the bytes are not a whole archive: no end
 * record, a directory outside the bytes, or an entry whose local header is not where the directory says. Reads the
 * directory only, nothing is inflated, so a 15 MB upload costs a scan of its last 64 KB and its directory.
 * ZIP64 archives (over 4 GB or 65,535 entries, never an upload of 15 MB) are not read.
 */
export const zipEntryNames = (bytes: Buffer): string[] | null => {
  if (bytes.length < END_RECORD_SIZE) return null;
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  let end = -1;
  for (let offset = bytes.length - END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (directoryStart + directorySize > end) return null;

  const names: string[] = [];
  let offset = directoryStart;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localHeader = bytes.readUInt32LE(offset + 42);
    if (offset + 46 + nameLength > end) return null;
    if (localHeader + 4 > directoryStart || bytes.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER)
      return null;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};
