import { inflateRawSync } from 'node:zlib';

/**
 * A zip bomb's defence for workbooks: an XLSX is a zip, and the spreadsheet library inflates the
 * whole of it in memory. Before handing a file over, every entry is inflated here with a ceiling
 * on the output (zlib's maxOutputLength), so the declared sizes cannot lie: a file whose entries
 * would unpack past `maxBytes` in total, or that is not a plain zip (ZIP64, encryption, odd
 * compression), is refused. Returns a reason, or undefined when the zip is safe to open.
 */
export type ZipRefusal = 'too_large' | 'malformed';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 2000;

function endOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

export function checkZip(zip: Buffer, maxBytes: number): ZipRefusal | undefined {
  if (zip.length < 22) return 'malformed';
  const eocd = endOfCentralDirectory(zip);
  if (eocd < 0) return 'malformed';
  const entries = zip.readUInt16LE(eocd + 10);
  if (entries > MAX_ENTRIES) return 'too_large';
  let at = zip.readUInt32LE(eocd + 16);
  let budget = maxBytes;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'malformed';
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const localAt = zip.readUInt32LE(at + 42);
    // Encrypted entries, ZIP64 sizes and methods other than stored and deflate are not workbooks.
    if (flags & 1 || compressed === 0xffffffff || declared === 0xffffffff || (method !== 0 && method !== 8)) return 'malformed';
    if (declared > budget) return 'too_large';
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL) return 'malformed';
    const start = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (start + compressed > zip.length) return 'malformed';
    let size = compressed;
    if (method === 8) {
      try {
        size = inflateRawSync(zip.subarray(start, start + compressed), { maxOutputLength: Math.max(1, budget) }).length;
      } catch (err) {
        return err instanceof RangeError ? 'too_large' : 'malformed';
      }
    }
    budget -= size;
    if (budget < 0) return 'too_large';
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return undefined;
}
