import { inflateSync } from 'node:zlib';

/**
 * The text runs of a PDF drawn by the server's renderer, for tests to read figures and labels back:
 * each `Tj`/`TJ` run decoded through its font's ToUnicode map. Enough for react-pdf's output
 * (two-byte glyph codes, Flate streams), not a general PDF reader.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    let stream: string | null = null;
    if (at >= 0) {
      const raw = Buffer.from(
        body
          .slice(at + 6)
          .replace(/^\r?\n/, '')
          .replace(/\r?\nendstream[\s\S]*$/, ''),
        'latin1',
      );
      stream = (/\/FlateDecode/.test(body.slice(0, at)) ? inflateSync(raw) : raw).toString('latin1');
    }
    objects.set(m[1]!, { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  const hex = (h: string) => parseInt(h, 16);
  const cmapOf = (fontRef: string): Map<number, string> => {
    const map = new Map<number, string>();
    const ref = objects.get(fontRef)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = ref ? (objects.get(ref)?.stream ?? '') : '';
    const unicode = (h: string) => String.fromCharCode(...(h.match(/.{4}/g) ?? []).map(hex));
    for (const [, from, , list] of cmap.matchAll(/<(\w+)> <(\w+)> \[([^\]]*)\]/g))
      [...list!.matchAll(/<([\w ]+)>/g)].forEach((u, i) => map.set(hex(from!) + i, unicode(u[1]!.replaceAll(' ', ''))));
    for (const [, from, to, start] of cmap.matchAll(/<(\w+)> <(\w+)> <(\w+)>\n/g))
      for (let c = hex(from!); c <= hex(to!); c++) map.set(c, String.fromCharCode(hex(start!) + c - hex(from!)));
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, code, u] of block[1]!.matchAll(/<(\w+)>\s*<(\w+)>/g)) map.set(hex(code!), unicode(u!));
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) if (!fonts.has(name!)) fonts.set(name!, cmapOf(ref!));
  const runs: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes('BT')) continue;
    let font = new Map<number, string>();
    for (const [, name, array, single] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<(\w+)> Tj/g)) {
      if (name) font = fonts.get(name) ?? new Map();
      const codes = [...(array ?? single ?? '').matchAll(/<(\w+)>/g)].flatMap((c) => c[1]!.match(/.{4}/g) ?? []);
      if (!name) runs.push(codes.map((c) => font.get(hex(c)) ?? '').join(''));
    }
  }
  return runs;
}
