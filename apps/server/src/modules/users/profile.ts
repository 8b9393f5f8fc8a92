import type { UserProfile, AdminUser } from '@sahm/contracts/users';
import type { Plan, UserClaims } from '@sahm/contracts/identity';
import type { UserRow } from './queries.ts';

/** Tokens speak of the three plans; the corporate package grants what professional does. */
const tokenPlan = (u: UserRow): Plan => (u.plan === 'CORPORATE' ? 'PROFESSIONAL' : u.plan);

/** The roles a token carries: the plan, its permissions (from the package), then the groups. */
const rolesOf = (u: UserRow): string[] => [tokenPlan(u), ...u.permissions, ...u.groups];

export function toProfile(u: UserRow): UserProfile {
  return {
    guid: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    username: u.email,
    phone_number: u.phoneNumber,
    is_mobile_verified: u.isMobileVerified,
    is_active: u.isActive,
    is_admin: u.groups.includes('SUPER_ADMIN'),
    current_plan: tokenPlan(u),
    roles: rolesOf(u),
    age: u.age,
    investment_experience: u.investmentExperience,
    annual_investment: u.annualInvestment,
    date_joined: u.createdAt.toISOString(),
  };
}

export function toAdminUser(u: UserRow): AdminUser {
  return { ...toProfile(u), groups: u.groups, last_login_at: u.lastLoginAt?.toISOString() ?? null };
}

/** What an access token says about its user (spec: accounts §3 and §6). */
export function claimsFor(u: UserRow, sessionId: string): UserClaims {
  return {
    sub: u.id,
    sid: sessionId,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone_number: u.phoneNumber,
    is_mobile_verified: u.isMobileVerified,
    current_plan: tokenPlan(u),
    is_admin: u.groups.includes('SUPER_ADMIN'),
    roles: rolesOf(u),
  };
}
