import type { UserProfile, AdminUser } from '@sahm/contracts/users';
import type { Plan } from '@sahm/contracts/identity';
import type { UserClaims } from '../identity/access-tokens.ts';
import type { UserRow } from './queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Tokens speak of the three plans; the corporate package grants what professional does. */
const tokenPlan = (u: UserRow): Plan => (u.plan === 'CORPORATE' ? 'PROFESSIONAL' : u.plan);

/** The roles a token carries: the plan, its permissions (from the package), then the groups. */
const rolesOf = (u: UserRow): string[] => [tokenPlan(u), ...u.permissions, ...u.groups];

export function toProfile(u: UserRow): UserProfile {
  return {
    guid: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    username: u.email,
    phone_number: u.phone_number,
    is_mobile_verified: u.is_mobile_verified,
    is_active: u.is_active,
    is_admin: u.groups.includes('SUPER_ADMIN'),
    current_plan: tokenPlan(u),
    roles: rolesOf(u),
    age: u.age as UserProfile['age'],
    investment_experience: u.investment_experience as UserProfile['investment_experience'],
    annual_investment: u.annual_investment as UserProfile['annual_investment'],
    date_joined: iso(u.created_at),
  };
}

export function toAdminUser(u: UserRow): AdminUser {
  return { ...toProfile(u), groups: u.groups, last_login_at: u.last_login_at ? iso(u.last_login_at) : null };
}

/** What an access token says about its user (spec: accounts §3 and §6). */
export function claimsFor(u: UserRow, sessionId: string): UserClaims {
  return {
    sub: u.id,
    sid: sessionId,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone_number: u.phone_number,
    is_mobile_verified: u.is_mobile_verified,
    current_plan: tokenPlan(u),
    is_admin: u.groups.includes('SUPER_ADMIN'),
    roles: rolesOf(u),
  };
}
