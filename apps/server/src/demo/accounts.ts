import type { Plan, UserGroup } from '@sahm/contracts/identity';
import type { Database } from '../db/client.ts';
import { stableId } from '../db/stable-id.ts';
import { addGroup, hashSecret, insertUser } from '../modules/users/index.ts';
import { buyDemoPlan } from '../modules/payments/index.ts';
import { startSubscription } from '../modules/plans/index.ts';

export const demoPassword = 'Sahm-demo-2026';

type DemoAccount = {
  email: string;
  firstName: [string, string];
  lastName: [string, string];
  phone: string;
  plan: Plan;
  groups: UserGroup[];
};

/** An administrator and one person per plan, all with verified mobiles. Never created in production. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@sahm.demo',
    firstName: ['مدير', 'Admin'],
    lastName: ['سهم', 'Sahm'],
    phone: '966500000001',
    plan: 'PROFESSIONAL',
    groups: ['SUPER_ADMIN'],
  },
  {
    email: 'basic@sahm.demo',
    firstName: ['سارة', 'Sara'],
    lastName: ['العتيبي', 'Alotaibi'],
    phone: '966500000002',
    plan: 'BASIC',
    groups: [],
  },
  {
    email: 'advance@sahm.demo',
    firstName: ['خالد', 'Khalid'],
    lastName: ['القحطاني', 'Alqahtani'],
    phone: '966500000003',
    plan: 'ADVANCE',
    groups: [],
  },
  {
    email: 'professional@sahm.demo',
    firstName: ['نورة', 'Noura'],
    lastName: ['الشمري', 'Alshammari'],
    phone: '966500000004',
    plan: 'PROFESSIONAL',
    groups: [],
  },
];

/**
 * Creates the demo accounts that are missing (existing ones, and their changed passwords, stay as
 * they are) and gives each demo account without any subscription its plan.
 */
export async function ensureDemoAccounts(database: Database): Promise<void> {
  const existing = new Map(
    (
      await database.query<{ id: string; email: string; subscriptions: number }>(
        `SELECT u.id, u.email, (SELECT count(*)::int FROM subscriptions s WHERE s.user_id = u.id) AS subscriptions FROM users u WHERE u.email = ANY($1)`,
        [demoAccounts.map((a) => a.email)],
      )
    ).map((r) => [r.email, r]),
  );
  const missing = demoAccounts.filter((a) => !existing.has(a.email));
  const passwordHash = missing.length ? await hashSecret(demoPassword) : '';
  for (const a of demoAccounts) {
    let id = existing.get(a.email)?.id;
    if (!id) {
      id = await insertUser(database.db, {
        id: stableId('user', a.email),
        email: a.email,
        passwordHash,
        firstName: a.firstName[0],
        lastName: a.lastName[0],
        phoneNumber: a.phone,
        age: 'AGE_31_45',
        investmentExperience: 'MEDIUM',
        annualInvestment: 'FROM_20K_TO_50K',
        locale: 'ar',
        isMobileVerified: true,
      });
      if (!id) continue;
      for (const g of a.groups) await addGroup(database.db, id, g);
    } else if ((existing.get(a.email)?.subscriptions ?? 0) > 0) continue;
    // Paid accounts hold a year bought today, with its payment and invoice; BASIC is open-ended and free.
    if (a.plan === 'BASIC') {
      const userId = id;
      await database.transaction(({ db }) => startSubscription(db, { userId, slug: 'BASIC', period: 'MONTHLY', endsAt: null }));
    } else await buyDemoPlan(database, { userId: id, slug: a.plan, period: 'YEARLY' });
  }
}
