import { describe, expect, it } from 'vitest';
import { loadCompanies } from './reference-data.ts';
import { acronyms, shortNameCase } from './short-name-case.ts';

describe("English short names in the full name's casing", () => {
  it('takes each word from the full name, keeps acronyms, and capitalises the rest', () => {
    expect(shortNameCase('RIYAD BANK', 'Riyad Bank')).toBe('Riyad Bank');
    expect(shortNameCase('AL RAJHI', 'Al Rajhi Banking and Investment Corporation')).toBe('Al Rajhi');
    expect(shortNameCase('SAIB', 'The Saudi Investment Bank')).toBe('SAIB');
    expect(shortNameCase('BAAN', 'BAAN Holding Group Company')).toBe('BAAN');
    expect(shortNameCase('MAADEN', "Saudi Arabian Mining Company (Ma'aden)")).toBe('Maaden');
    expect(shortNameCase('TADAWUL GROUP', 'Saudi Tadawul Group Holding Company')).toBe('Tadawul Group');
    expect(shortNameCase('Jarir', 'Jarir Marketing Company')).toBe('Jarir');
    expect(shortNameCase('SABIC AGRI-NUTRIENTS', 'SABIC Agri-Nutrients Company')).toBe('SABIC Agri-Nutrients');
    expect(shortNameCase('SABIC', 'Saudi Basic Industries Corporation')).toBe('SABIC');
    expect(shortNameCase('A.OTHAIM MARKET', 'Abdullah Al Othaim Markets Company')).toBe('A.Othaim Market');
  });

  it('leaves no long word in capitals across the listed companies unless the full name writes it so or it is a known acronym', () => {
    for (const company of loadCompanies()) {
      const shown = shortNameCase(company.short_name_en, company.name_en);
      for (const word of shown.split(' ')) {
        if (word.length > 4 && word === word.toUpperCase() && /[A-Z]/.test(word) && !acronyms.has(word))
          expect(company.name_en).toContain(word);
      }
    }
  });
});
