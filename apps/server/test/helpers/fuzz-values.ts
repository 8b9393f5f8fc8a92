import fc from 'fast-check';

/**
 * Hostile inputs for the OpenAPI fuzz test, by class. A body value is a JSON value, or raw JSON
 * text put where the field's value goes (for what JSON.stringify cannot write: deep nesting,
 * numbers past a double, duplicate or prototype keys). A URL value is an already-encoded query
 * or path fragment; a list means the parameter repeated. Form fields take the URL values.
 */
export type BodyValue = { json: unknown } | { raw: string };
export type UrlValue = string | string[];
export type HostileClass = { name: string; body: BodyValue[]; url: UrlValue[] };

const json = (value: unknown): BodyValue => ({ json: value });
const raw = (text: string): BodyValue => ({ raw: text });

const DEPTH = 10_000;
export const nestedArrays = (depth = DEPTH) => '['.repeat(depth) + ']'.repeat(depth);
export const nestedObjects = (depth = DEPTH) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

export const hostileClasses: HostileClass[] = [
  {
    name: 'nul',
    body: [json('a\u0000b'), json('\u0000'), raw('{"\\u0000":1}'), json(['\u0000'])],
    url: ['%00', 'a%00b', '%C0%80'],
  },
  {
    name: 'control characters',
    body: [json('bell\u0007\u001b[31m'), json('\u000b\u000c'), json('line\r\nbreak')],
    url: ['%0A', '%0D%0Aset-cookie%3A%20x%3D1', '%1B%5B31m', '%7F'],
  },
  {
    name: 'huge numbers',
    body: [
      json(1e308),
      json(-1e308),
      json(2 ** 63),
      json(-(2 ** 63)),
      json(2 ** 53 + 2),
      json(-1),
      json(0),
      json(5e-324),
      json(123_456_789_012_345.67),
      raw('1e400'),
      raw('-1e400'),
      raw('123456789012345678901234567890'),
      raw('-0'),
    ],
    url: ['1e308', '-1', '0', '9223372036854775808', '-9223372036854775809', '1e400', '99999999999999999999', '-0', '0.5', '2147483648'],
  },
  {
    name: 'numbers as strings',
    body: [
      json('NaN'),
      json('Infinity'),
      json('-Infinity'),
      json('1e400'),
      json('0x10'),
      json(''),
      json(' '),
      json('١٢٣'),
      json('1,000.50'),
    ],
    url: ['NaN', 'Infinity', '-Infinity', '0x1f', '', '%20', '%D9%A1%D9%A2', '1_000', '+1'],
  },
  {
    name: 'huge strings',
    body: [json('x'.repeat(100_000)), json('ش'.repeat(60_000)), json('😀'.repeat(40_000))],
    url: ['x'.repeat(20_000), '%D8%B4'.repeat(5_000), 'a'.repeat(200)],
  },
  {
    name: 'wrong types',
    body: [
      json([]),
      json(['a', 'b']),
      json({}),
      json({ a: 1 }),
      json(true),
      json(false),
      json(null),
      json(12_345),
      json('text'),
      json([[[]]]),
    ],
    url: [['1', '2'], ['a', ''], 'true', '[]', '{}', 'null', 'undefined'],
  },
  {
    name: 'deep nesting',
    body: [raw(nestedArrays()), raw(nestedObjects())],
    url: ['%5B'.repeat(5_000) + '%5D'.repeat(5_000), 'a' + '[a]'.repeat(2_000)],
  },
  {
    name: 'bad encodings',
    body: [json('\ud800'), raw('"\\udc00x"'), json('\ufeffbom'), json('\u202eevil'), json('İ'.repeat(50))],
    url: ['%E0%A4%A', '%', '%FF%FE', '%C0%AF', '%ED%A0%80', '%%32%30', '%u0041'],
  },
  {
    name: 'injection',
    body: [
      json("' OR 1=1 --"),
      json('%_\\'),
      json('${7*7}{{7*7}}'),
      json('<script>alert(1)</script>'),
      json('../../etc/passwd'),
      json('ﷺ'.repeat(30)),
    ],
    url: ['%27%20OR%201%3D1--', '..%2F..%2Fetc%2Fpasswd', '%25%5F%5C', '*', '..', '.'],
  },
  {
    name: 'prototype keys',
    body: [
      raw('{"__proto__":{"is_admin":true}}'),
      raw('{"constructor":{"prototype":{"x":1}}}'),
      raw('{"a":1,"a":2}'),
      json({ toString: 1 }),
    ],
    url: ['__proto__', 'constructor', 'hasOwnProperty', 'toString'],
  },
];

/** A request body a parser or a route should refuse whole, with the content type it is sent as. */
export type WholeBody = { name: string; contentType?: string; payload: string | Buffer };

export function wholeBodies(bodyLimit: number): WholeBody[] {
  const asJson = (name: string, payload: string | Buffer): WholeBody => ({ name, contentType: 'application/json', payload });
  return [
    asJson('invalid JSON: cut short', '{"a":'),
    asJson('invalid JSON: open list', '['),
    asJson('invalid JSON: trailing text', '{"a":1}x'),
    asJson('invalid JSON: trailing comma', '{"a":1,}'),
    asJson('invalid JSON: single quotes', "{'a':1}"),
    asJson('invalid JSON: NUL', '\u0000'),
    asJson('invalid JSON: bytes', Buffer.from([0xff, 0xfe, 0xfd, 0x00])),
    asJson('empty JSON body', ''),
    asJson('body: list', '[]'),
    asJson('body: string', '"text"'),
    asJson('body: number', '1e400'),
    asJson('body: null', 'null'),
    asJson('body: nested lists', nestedArrays()),
    asJson('body: nested objects', nestedObjects()),
    asJson('body: prototype', '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"x":1}}}'),
    asJson('body: past the limit', JSON.stringify({ a: 'x'.repeat(bodyLimit + 1) })),
    asJson('body: 50,000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])))),
    asJson('body: 200,000 items', `[${'1,'.repeat(200_000)}1]`),
    { name: 'text/plain', contentType: 'text/plain', payload: 'hello' },
    { name: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
    {
      name: 'multipart',
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    },
    { name: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b%5Bc%5D=d&%00=%00' },
    { name: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', payload: Buffer.from('{"a":1}', 'utf16le') },
    { name: 'no content type', payload: '{"a":1}' },
    { name: 'octet stream', contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 3]) },
    { name: 'content type with many parameters', contentType: `application/json${'; a=b'.repeat(500)}`, payload: '{}' },
    { name: 'content type lookalike', contentType: 'application/jsonx', payload: '{}' },
  ];
}

/** Headers every route reads (language, application token, bearer token), with hostile values. */
export const hostileHeaders: { name: string; headers: Record<string, string> }[] = [
  { name: 'NUL language', headers: { 'accept-language': 'en\u0000' } },
  { name: 'huge language', headers: { 'accept-language': 'en;q=0.5,'.repeat(1_000) } },
  { name: 'odd language', headers: { 'accept-language': ',,;q=x;;,*' } },
  { name: 'NUL app token', headers: { 'x-app-token': 'test-app-token\u0000' } },
  { name: 'huge app token', headers: { 'x-app-token': 'x'.repeat(10_000) } },
  { name: 'bare bearer', headers: { authorization: 'Bearer' } },
  { name: 'huge bearer', headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } },
  { name: 'garbage bearer', headers: { authorization: 'Bearer a.b.c' } },
  { name: 'unsigned bearer', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } },
  { name: 'NUL bearer', headers: { authorization: 'Bearer \u0000' } },
  { name: 'bad basic', headers: { authorization: `Basic ${Buffer.from('%E0%A4%A:%').toString('base64')}` } },
  { name: 'other scheme', headers: { authorization: 'Digest username="x"' } },
  { name: 'NUL forwarded address', headers: { 'x-forwarded-for': '1.2.3.4\u0000' } },
  { name: 'NUL user agent', headers: { 'user-agent': 'fuzz\u0000' } },
  { name: 'bogus content encoding', headers: { 'content-encoding': 'gzip' } },
  { name: 'odd accept', headers: { accept: 'application/xml;q=2, */*;q=-1' } },
];

/** Query parameters no operation declares: prototype names, a NUL or huge key, a thousand of them. */
export const hostileQueryKeys: { name: string; pairs: [string, string][] }[] = [
  {
    name: 'prototype keys',
    pairs: [
      ['__proto__', 'x'],
      ['constructor', 'x'],
      ['hasOwnProperty', 'x'],
    ],
  },
  { name: 'NUL key', pairs: [['\u0000', 'x']] },
  { name: 'huge key', pairs: [['k'.repeat(10_000), 'x']] },
  { name: 'a thousand keys', pairs: Array.from({ length: 1_000 }, (_, i): [string, string] => [`k${i}`, String(i)]) },
];

/** Paths no operation has, with hostile fragments (the not-found answer must hold too). */
export const strayPaths = (fragment: string) => [`/api/v1/${fragment}`, `/${fragment}`, `/identity/${fragment}`, `/webhooks/${fragment}`];

/** Any hostile value, for the random phase: the classes above and what fast-check makes up. */
export const bodyValueArb: fc.Arbitrary<BodyValue> = fc.oneof(
  fc.constantFrom(...hostileClasses.flatMap((c) => c.body)),
  fc.jsonValue({ maxDepth: 4 }).map(json),
  fc.string({ unit: 'binary', maxLength: 200 }).map(json),
  fc.double().map((n) => (Number.isFinite(n) ? json(n) : raw(n > 0 ? '1e999' : n < 0 ? '-1e999' : '0'))),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => raw(String(n))),
  fc.integer({ min: 1, max: 3_000 }).map((d) => raw(nestedArrays(d))),
);

export const urlValueArb: fc.Arbitrary<UrlValue> = fc.oneof(
  fc.constantFrom(...hostileClasses.flatMap((c) => c.url)),
  fc.string({ unit: 'binary', maxLength: 200 }).map(encodeURIComponent),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[#?&/=+\s]/g, '%')),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.array(fc.string({ maxLength: 8 }).map(encodeURIComponent), { minLength: 2, maxLength: 4 }),
);
