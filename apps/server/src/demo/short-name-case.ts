/**
 * The exchange writes English short names in capitals ("RIYAD BANK", "AL RAJHI"), which read as
 * shouting beside mixed-case text. Each word takes its casing from the full name when the full name
 * has it ("Riyad Bank", "Al Rajhi"); a short word of capitals that the full name lacks is an
 * acronym and stays ("SAIB", "UCIC", and the longer ones listed); any other word is written with a capital first letter.
 */
/** Names the companies themselves write in capitals, which no full name spells out. */
export const acronyms: ReadonlySet<string> = new Set(
  'MEPCO SMASCO SABIC SARCO SPIMACO GASCO GYPSCO FIPCO SISCO SADAFCO YANSAB SAPTCO SASCO TAPRCO SIECO NADEC TADCO JAZADCO SAICO AICTEC FADECO APICO'.split(
    ' ',
  ),
);

const capitalised = (word: string) =>
  word.toLowerCase().replace(/(^|[-.])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase());

export function shortNameCase(shortName: string, fullName: string): string {
  const known = new Map(fullName.split(/[\s()'’,.-]+/).map((word) => [word.toUpperCase(), word]));
  return shortName
    .split(' ')
    .map((word) => {
      if (word !== word.toUpperCase()) return word;
      const fromFull = known.get(word.toUpperCase());
      if (fromFull) return fromFull;
      if (word.length <= 4 || acronyms.has(word) || /\d/.test(word)) return word;
      return capitalised(word);
    })
    .join(' ');
}
