import type { Locale } from '@sahm/contracts/common';
import type { ProfileAdmin, ProfileInput, ProfileUpdate } from '@sahm/contracts/company-admin';
import { toProfileAdmin } from './mappers.ts';
import { messages } from './messages.ts';
import { insertProfile, profileOf, updateProfile, type ProfileValues } from './queries.ts';
import { refuseProblems } from './refusals.ts';
import { profileProblems } from './rules.ts';
import { writeStock, type WriteDeps } from './write-context.ts';

/** The profile's columns from the input's fields that were given. */
function profileValues(v: ProfileUpdate): Partial<ProfileValues> {
  const values: Partial<ProfileValues> = {
    informationAr: v.information_ar,
    informationEn: v.information_en,
    restrictionsAr: v.restrictions_ar,
    restrictionsEn: v.restrictions_en,
    website: v.website,
    email: v.email,
    phone: v.phone,
    addressAr: v.address_ar,
    addressEn: v.address_en,
    contributedCapital: v.contributed_capital,
    paidValue: v.paid_value,
    establishmentDate: v.establishment_date,
    fyEndMonth: v.end_financial_year_date?.month,
    fyEndDay: v.end_financial_year_date?.day,
    auditors: v.auditors,
    isin: v.international_code,
    employees: v.employees_count,
  };
  return Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined));
}

/** Company profiles (spec §3 Stock profile; §7 profile create and update), both languages of each text. */
export function createProfileWrites(deps: WriteDeps) {
  return {
    async createProfile(locale: Locale, stockId: string, input: ProfileInput): Promise<ProfileAdmin> {
      refuseProblems(locale, profileProblems(input));
      const row = await writeStock(deps, stockId, 'profile', async (db) => {
        if (await profileOf(db, stockId)) throw messages.error(409, 'profileExists');
        return insertProfile(db, { ...(profileValues(input) as ProfileValues), stockId, isDemo: false });
      });
      return toProfileAdmin(row);
    },

    async updateProfile(locale: Locale, stockId: string, input: ProfileUpdate): Promise<ProfileAdmin> {
      refuseProblems(locale, profileProblems(input));
      const row = await writeStock(deps, stockId, 'profile', async (db) => {
        if (!(await profileOf(db, stockId))) throw messages.error(404, 'profileNotFound');
        return updateProfile(db, stockId, profileValues(input));
      });
      return toProfileAdmin(row);
    },
  };
}
