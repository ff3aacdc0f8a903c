import { crc32 } from 'node:zlib';

// Small but structurally real documents for upload tests: the server reads their containers' tables of
// contents (a ZIP's central directory, a compound file's directory), so these are built byte by byte.

/** A ZIP archive of stored (uncompressed) entries, with local headers, central directory and end record. */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A Word 2007+ document's container: content types, relationships, word/document.xml. */
export const docx = zipArchive({
  '[Content_Types].xml': CONTENT_TYPES,
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document><w:body><w:p><w:r><w:t>招聘简章</w:t></w:r></w:p></w:body></w:document>',
});

/** An Excel workbook's container: a ZIP with content types but xl/ instead of word/. */
export const xlsx = zipArchive({
  '[Content_Types].xml': CONTENT_TYPES,
  'xl/workbook.xml': '<workbook/>',
});

/** A plain ZIP archive. */
export const plainZip = zipArchive({ 'readme.txt': 'hello', 'word.txt': 'not a folder' });

const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const FREE = 0xffffffff;

/**
 * An OLE compound file (version 3, 512-byte sectors) whose directory holds a root entry and the named
 * streams: sector 0 is the FAT, sector 1 the directory.
 */
export function compoundFile(streamNames: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.writeUInt32LE(0, 0x48);
  for (let index = 0; index < 109; index += 1) header.writeUInt32LE(index === 0 ? 0 : FREE, 0x4c + index * 4);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);

  const directory = Buffer.alloc(512);
  const entry = (slot: number, name: string, type: number) => {
    const at = slot * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 0x40);
    directory[at + 0x42] = type;
  };
  entry(0, 'Root Entry', 5);
  streamNames.slice(0, 3).forEach((name, index) => entry(index + 1, name, 2));
  return Buffer.concat([header, fat, directory]);
}

export const doc = compoundFile(['WordDocument', '1Table']);
/** An Excel 97-2003 workbook: the same container, with a Workbook stream instead. */
export const xls = compoundFile(['Workbook']);

/** A minimal PDF (header, one object, trailer and end mark). */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
