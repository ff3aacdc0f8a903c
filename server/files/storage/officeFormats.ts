// Word documents are containers whose first bytes say only "a ZIP archive" (.docx) or "an OLE compound
// file" (.doc), which spreadsheets, presentations, Java archives and Outlook messages are too. So the
// container's table of contents is read: a .docx is a ZIP whose central directory holds the Office
// content-types part and word/ entries; a .doc is a compound file whose directory holds a WordDocument
// stream. Every offset read from the file is bounds-checked: these parsers see hostile bytes.

const ZIP_END_SIGNATURE = 0x06054b50;
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_END_SIZE = 22;
const ZIP_CENTRAL_HEADER_SIZE = 46;
/** More entries than any document has; a bound on the work a crafted directory can ask for. */
const ZIP_MAX_ENTRIES = 10_000;

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;
}

/** The entry names of a ZIP archive's central directory, or null when it has none that fits the file. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < ZIP_END_SIZE) return null;
  // The end record sits at the end, after a comment of at most 65535 bytes.
  const earliest = Math.max(0, bytes.length - ZIP_END_SIZE - 0xffff);
  for (let end = bytes.length - ZIP_END_SIZE; end >= earliest; end -= 1) {
    if (u32(bytes, end) !== ZIP_END_SIGNATURE) continue;
    if (end + ZIP_END_SIZE + u16(bytes, end + 20) > bytes.length) continue;
    const count = u16(bytes, end + 10);
    const size = u32(bytes, end + 12);
    const offset = u32(bytes, end + 16);
    if (count > ZIP_MAX_ENTRIES || offset + size > end) return null;
    const names: string[] = [];
    const decoder = new TextDecoder();
    let at = offset;
    for (let index = 0; index < count; index += 1) {
      if (at + ZIP_CENTRAL_HEADER_SIZE > offset + size || u32(bytes, at) !== ZIP_CENTRAL_SIGNATURE)
        return null;
      const nameLength = u16(bytes, at + 28);
      const next = at + ZIP_CENTRAL_HEADER_SIZE + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
      if (next > offset + size) return null;
      names.push(
        decoder.decode(
          bytes.subarray(at + ZIP_CENTRAL_HEADER_SIZE, at + ZIP_CENTRAL_HEADER_SIZE + nameLength),
        ),
      );
      at = next;
    }
    return names;
  }
  return null;
}

/** A Word 2007+ document: a ZIP with the Office content-types part and the word/ folder. */
export function isWordDocx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return (
    names !== null &&
    names.includes('[Content_Types].xml') &&
    names.some((name) => name.startsWith('word/') && name.length > 'word/'.length)
  );
}

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const CFB_HEADER_SIZE = 512;
const CFB_HEADER_DIFAT_ENTRIES = 109;
const CFB_END_OF_CHAIN = 0xfffffffe;
const CFB_DIRECTORY_ENTRY_SIZE = 128;
const CFB_STREAM = 2;

/** The names of the streams in an OLE compound file's directory, or null when it is not one. */
export function compoundFileStreamNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < CFB_HEADER_SIZE || CFB_SIGNATURE.some((byte, index) => bytes[index] !== byte))
    return null;
  const sectorShift = u16(bytes, 0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const entriesPerSector = sectorSize / 4;
  const sectorCount = Math.floor((bytes.length - CFB_HEADER_SIZE) / sectorSize);
  const sectorOffset = (sector: number) =>
    sector < sectorCount ? CFB_HEADER_SIZE + sector * sectorSize : -1;

  // The FAT's own sectors: the first 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  const fatSectorCount = u32(bytes, 0x2c);
  if (fatSectorCount > sectorCount) return null;
  for (let index = 0; index < Math.min(fatSectorCount, CFB_HEADER_DIFAT_ENTRIES); index += 1)
    fatSectors.push(u32(bytes, 0x4c + index * 4));
  let difat = u32(bytes, 0x44);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops += 1) {
    const at = sectorOffset(difat);
    if (at < 0 || hops > sectorCount) return null;
    for (let index = 0; index < entriesPerSector - 1 && fatSectors.length < fatSectorCount; index += 1)
      fatSectors.push(u32(bytes, at + index * 4));
    difat = u32(bytes, at + sectorSize - 4);
  }
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
    const at = fatSector === undefined ? -1 : sectorOffset(fatSector);
    return at < 0 ? CFB_END_OF_CHAIN : u32(bytes, at + (sector % entriesPerSector) * 4);
  };

  const names: string[] = [];
  let sector = u32(bytes, 0x30);
  // A chain longer than the file has sectors is a loop.
  for (let hops = 0; sector !== CFB_END_OF_CHAIN; hops += 1) {
    const at = sectorOffset(sector);
    if (at < 0 || hops > sectorCount) return null;
    for (let entry = at; entry < at + sectorSize; entry += CFB_DIRECTORY_ENTRY_SIZE) {
      const nameBytes = Math.min(u16(bytes, entry + 0x40), 64);
      if (bytes[entry + 0x42] !== CFB_STREAM || nameBytes < 2) continue;
      // UTF-16LE with a terminating NUL counted in the length.
      let name = '';
      for (let offset = 0; offset < nameBytes - 2; offset += 2)
        name += String.fromCharCode(u16(bytes, entry + offset));
      names.push(name);
    }
    sector = nextSector(sector);
  }
  return names;
}

/** A Word 97-2003 document: a compound file with a WordDocument stream. */
export function isWordDoc(bytes: Uint8Array): boolean {
  return compoundFileStreamNames(bytes)?.includes('WordDocument') ?? false;
}

const PDF_END_MARK = '%%EOF';
/** Readers look for the end mark in the last kilobyte (PDF 1.7, implementation note 18). */
const PDF_END_WINDOW = 1024;

/** A PDF: the %PDF- header (checked by the caller's sniffing) and the %%EOF mark near the end. */
export function hasPdfEnd(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - PDF_END_WINDOW))).toString('latin1');
  return tail.includes(PDF_END_MARK);
}
