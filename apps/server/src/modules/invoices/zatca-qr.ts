/**
 * The QR payload Saudi e-invoicing (ZATCA, phase 1) requires on a simplified tax invoice: five
 * TLV fields (seller name, VAT registration number, time stamp, total with VAT, VAT amount),
 * each a tag byte, a length byte and the UTF-8 value, the whole encoded in base64.
 */
export function zatcaQrPayload(fields: { seller: string; vatNumber: string; timestamp: string; total: string; vat: string }): string {
  const values = [fields.seller, fields.vatNumber, fields.timestamp, fields.total, fields.vat];
  const parts = values.map((value, i) => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > 255) throw new Error(`TLV field ${i + 1} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a payload back into its fields (tests, and anyone checking an invoice). */
export function readZatcaQr(base64: string): string[] {
  const buf = Buffer.from(base64, 'base64');
  const out: string[] = [];
  for (let i = 0; i < buf.length;) {
    const len = buf[i + 1] as number;
    out.push(buf.subarray(i + 2, i + 2 + len).toString('utf8'));
    i += 2 + len;
  }
  return out;
}
