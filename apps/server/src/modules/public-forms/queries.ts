import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deactivationRequests, newsletterSubscribers, trialRequests } from '../../db/schema/public.ts';

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return Boolean(row);
}

export async function insertSubscriber(db: Db, s: { email: string; locale: string; deliveredTo: string }): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ id: randomUUID(), ...s })
    .onConflictDoNothing();
}

export async function insertTrialRequest(
  db: Db,
  r: { name: string; email: string; phoneNumber: string | null; message: string | null; locale: string },
) {
  await db.insert(trialRequests).values({ id: randomUUID(), ...r });
}

export async function insertDeactivationRequest(db: Db, r: { email: string; reason: string | null; locale: string }) {
  await db.insert(deactivationRequests).values({ id: randomUUID(), ...r });
}
