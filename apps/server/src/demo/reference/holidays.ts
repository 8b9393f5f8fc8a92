/**
 * Saudi Exchange trading holidays: every Sunday–Thursday on which the market was (or is expected
 * to be) closed, 2020-01-01 to 2027-12-31. Fridays and Saturdays are the weekend and are not listed.
 *
 * Reviewed reference data, not generated at run time (see README.md beside this file).
 * 2020–2025 follow the exchange's closure announcements and the days missing from the daily
 * trading record (2025 is checked against tasi-2025.csv). 2026 and 2027 are projections: the Eid
 * dates are the expected Umm al-Qura dates, and the closures follow the exchange's recent pattern;
 * replace them with the exchange's announced calendar when it is published.
 */
export const holidayCalendarCoverage = { from: '2020-01-01', to: '2027-12-31' };

export const tradingHolidays: { date: string; name_ar: string; name_en: string }[] = [
  // 2020
  // Eid al-Fitr 1441 (Eid: Sun 24 May). Last session Thu 21 May, trading resumed Sun 31 May.
  { date: '2020-05-24', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2020-05-25', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2020-05-26', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2020-05-27', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2020-05-28', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1441 (Arafat: Thu 30 Jul, Eid: Fri 31 Jul). Last session Tue 28 Jul, resumed Wed 5 Aug.
  { date: '2020-07-29', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2020-07-30', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2020-08-02', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2020-08-03', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2020-08-04', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day (Wednesday).
  { date: '2020-09-23', name_ar: 'اليوم الوطني', name_en: 'National Day' },
  // 2021
  // Eid al-Fitr 1442 (Eid: Thu 13 May). Last session Mon 10 May, resumed Mon 17 May.
  { date: '2021-05-11', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2021-05-12', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2021-05-13', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2021-05-16', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1442 (Arafat: Mon 19 Jul, Eid: Tue 20 Jul). Last session Thu 15 Jul, resumed Sun 25 Jul.
  { date: '2021-07-18', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2021-07-19', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2021-07-20', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2021-07-21', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2021-07-22', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day (Thursday).
  { date: '2021-09-23', name_ar: 'اليوم الوطني', name_en: 'National Day' },
  // 2022
  // Founding Day (Tuesday), first year of the holiday.
  { date: '2022-02-22', name_ar: 'يوم التأسيس', name_en: 'Founding Day' },
  // Eid al-Fitr 1443 (Eid: Mon 2 May). Last session Thu 28 Apr, resumed Sun 8 May.
  { date: '2022-05-01', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2022-05-02', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2022-05-03', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2022-05-04', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2022-05-05', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1443 (Arafat: Fri 8 Jul, Eid: Sat 9 Jul). Last session Wed 6 Jul, resumed Wed 13 Jul.
  { date: '2022-07-07', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2022-07-10', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2022-07-11', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2022-07-12', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day fell on Friday 23 Sep; the government gave Thursday 22 Sep instead.
  { date: '2022-09-22', name_ar: 'اليوم الوطني (عطلة بديلة)', name_en: 'National Day (observed)' },
  // One-day public holiday declared after the national team beat Argentina at the World Cup (22 Nov); the exchange was closed.
  {
    date: '2022-11-23',
    name_ar: 'عطلة رسمية بمناسبة فوز المنتخب السعودي على الأرجنتين في كأس العالم',
    name_en: "Public holiday (Saudi national team's World Cup win over Argentina)",
  },
  // 2023
  // Founding Day (Wednesday).
  { date: '2023-02-22', name_ar: 'يوم التأسيس', name_en: 'Founding Day' },
  // Eid al-Fitr 1444 (Eid: Fri 21 Apr). Last session Mon 17 Apr, resumed Tue 25 Apr.
  { date: '2023-04-18', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2023-04-19', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2023-04-20', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2023-04-23', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2023-04-24', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1444 (Arafat: Tue 27 Jun, Eid: Wed 28 Jun). Last session Thu 22 Jun, resumed Sun 2 Jul.
  { date: '2023-06-25', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2023-06-26', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2023-06-27', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2023-06-28', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2023-06-29', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day fell on Saturday 23 Sep; closed Sunday 24 Sep instead.
  { date: '2023-09-24', name_ar: 'اليوم الوطني (عطلة بديلة)', name_en: 'National Day (observed)' },
  // 2024
  // Founding Day (Thursday).
  { date: '2024-02-22', name_ar: 'يوم التأسيس', name_en: 'Founding Day' },
  // Eid al-Fitr 1445 (Eid: Wed 10 Apr). Last session Thu 4 Apr, resumed Sun 14 Apr.
  { date: '2024-04-07', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2024-04-08', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2024-04-09', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2024-04-10', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2024-04-11', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1445 (Arafat: Sat 15 Jun, Eid: Sun 16 Jun). Last session Thu 13 Jun, resumed Sun 23 Jun.
  { date: '2024-06-16', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2024-06-17', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2024-06-18', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2024-06-19', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2024-06-20', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day (Monday).
  { date: '2024-09-23', name_ar: 'اليوم الوطني', name_en: 'National Day' },
  // 2025
  // Founding Day fell on Saturday 22 Feb; closed Sunday 23 Feb instead.
  { date: '2025-02-23', name_ar: 'يوم التأسيس (عطلة بديلة)', name_en: 'Founding Day (observed)' },
  // Eid al-Fitr 1446 (Eid: Sun 30 Mar). Last session Thu 27 Mar, resumed Thu 3 Apr.
  { date: '2025-03-30', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2025-03-31', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2025-04-01', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2025-04-02', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1446 (Arafat: Thu 5 Jun, Eid: Fri 6 Jun). Last session Wed 4 Jun, resumed Wed 11 Jun.
  { date: '2025-06-05', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2025-06-08', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2025-06-09', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2025-06-10', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day (Tuesday).
  { date: '2025-09-23', name_ar: 'اليوم الوطني', name_en: 'National Day' },
  // 2026 — projected from the expected Umm al-Qura dates and the exchange's recent pattern
  // Founding Day (Sunday).
  { date: '2026-02-22', name_ar: 'يوم التأسيس', name_en: 'Founding Day' },
  // Eid al-Fitr 1447, projected (Umm al-Qura: 1 Shawwal = Fri 20 Mar): closed 28 Ramadan to 4 Shawwal, trading resumes Tue 24 Mar (5 Shawwal).
  { date: '2026-03-17', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2026-03-18', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2026-03-19', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2026-03-22', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2026-03-23', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1447, projected (Umm al-Qura: Arafat Tue 26 May, Eid Wed 27 May): closed 9 to 14 Dhu al-Hijjah as in 2025, trading resumes Mon 1 Jun.
  { date: '2026-05-26', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2026-05-27', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2026-05-28', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2026-05-31', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day (Wednesday).
  { date: '2026-09-23', name_ar: 'اليوم الوطني', name_en: 'National Day' },
  // 2027 — projected from the expected Umm al-Qura dates and the exchange's recent pattern
  // Founding Day (Monday).
  { date: '2027-02-22', name_ar: 'يوم التأسيس', name_en: 'Founding Day' },
  // Eid al-Fitr 1448, projected (Umm al-Qura: 1 Shawwal = Tue 9 Mar): closed 28 Ramadan to 4 Shawwal, trading resumes Sun 14 Mar.
  { date: '2027-03-07', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2027-03-08', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2027-03-09', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2027-03-10', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  { date: '2027-03-11', name_ar: 'عطلة عيد الفطر', name_en: 'Eid al-Fitr holiday' },
  // Eid al-Adha 1448, projected (Umm al-Qura: Arafat Sat 15 May, Eid Sun 16 May): closed 9 to 14 Dhu al-Hijjah, trading resumes Sun 23 May.
  { date: '2027-05-16', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2027-05-17', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2027-05-18', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2027-05-19', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  { date: '2027-05-20', name_ar: 'عطلة عيد الأضحى', name_en: 'Eid al-Adha holiday' },
  // National Day (Thursday).
  { date: '2027-09-23', name_ar: 'اليوم الوطني', name_en: 'National Day' },
];
