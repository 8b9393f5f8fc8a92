import { expect, test, type Page } from '@playwright/test';
import { accessTokenTtl } from './support/server.ts';
import {
  arabicIndic,
  awaitOutbox,
  createVerifiedAccount,
  latestSmsCode,
  text,
  uniqueEmail,
  uniqueMobile,
  usePreferences,
  type Locale,
} from './support/accounts.ts';
import { chooseOption } from './support/options.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// The token service's own wording for a wrong password, per language.
const invalidCredentials = { ar: 'اسم المستخدم أو كلمة المرور غير صحيحة', en: 'Invalid username or password' } as const;

async function signIn(page: Page, locale: Locale, email: string, password: string, { remember = false } = {}) {
  await page.getByLabel(text(locale, 'identity', 'fields.email')).fill(email);
  await page.getByLabel(text(locale, 'identity', 'fields.password'), { exact: true }).fill(password);
  if (remember) await page.getByLabel(text(locale, 'identity', 'login.remember')).check();
  await page.getByRole('button', { name: text(locale, 'identity', 'login.submit'), exact: true }).click();
}

async function openAccountMenu(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'shell', 'account.menu') }).click();
  return page.getByRole('menu');
}

const errorToasts = (page: Page) => page.locator('.notistack-MuiContent-error');

for (const locale of ['ar', 'en'] as const) {
  test.describe(`accounts (${locale})`, () => {
    test.beforeEach(async ({ page }) => usePreferences(page, locale));

    test('register, verify the mobile with the SMS code, onboarding, then sign out', async ({ page, request }) => {
      test.setTimeout(120_000);
      const t = (key: string, values?: Record<string, string | number>) => text(locale, 'identity', key, values);
      const email = uniqueEmail(`register-${locale}`);
      const mobile = uniqueMobile();

      await page.goto('/auth/register');
      await expect(page.getByRole('heading', { level: 1, name: t('register.title') })).toBeVisible();

      // Step 1: going on without answers says what is missing, in the spec's words.
      await page.getByRole('button', { name: t('register.next') }).click();
      await expect(page.getByText(text(locale, 'validation', 'required')).first()).toBeVisible();
      for (const field of ['investment_experience', 'annual_investment', 'age']) {
        await page.getByRole('combobox', { name: t(`fields.${field}`) }).click();
        await chooseOption(page.getByRole('option').first());
      }
      await page.getByRole('button', { name: t('register.next') }).click();

      // Step 2, after a look back at step 1 through the stepper.
      await expect(page.getByLabel(t('fields.first_name'))).toBeVisible();
      // (MUI gives the stepper's buttons the tab role.)
      await page.getByRole('tab', { name: t('register.steps.investment') }).click();
      await expect(page.getByRole('combobox', { name: t('fields.age') })).toBeVisible();
      await page.getByRole('button', { name: t('register.next') }).click();

      await page.getByLabel(t('fields.first_name')).fill('نورة');
      await page.getByLabel(t('fields.last_name')).fill('Journey');
      await page.getByLabel(t('fields.email')).fill(email);
      // A mobile whose second digit is 2 is not a Saudi mobile.
      const phone = page.getByLabel(t('fields.phone_number'));
      await phone.fill('521234567');
      await page.getByLabel(t('fields.password'), { exact: true }).fill('short');
      await page.getByRole('button', { name: t('register.submit') }).click();
      await expect(page.getByText(text(locale, 'validation', 'vInvalidMobile'))).toBeVisible();
      // Eight is a "few" in Arabic grammar.
      await expect(
        page.getByText(text(locale, 'validation', locale === 'ar' ? 'minLength_few' : 'minLength_other', { count: 8 })),
      ).toBeVisible();
      await phone.fill(mobile);
      await page.getByLabel(t('fields.password'), { exact: true }).fill('Journey-pass-1');
      await page.getByRole('button', { name: t('register.submit') }).click();

      // The code screen: the SMS code typed digit by digit (Arabic-Indic digits on the Arabic page).
      await expect(page).toHaveURL(/\/auth\/verification-code\/REGISTRATION$/);
      await expect(page.getByRole('timer')).toContainText(/0[34]:\d\d/);
      const code = await latestSmsCode(request, `966${mobile}`);
      await page.getByLabel(text(locale, 'common', 'otp.digit', { position: 1, count: 4 })).click();
      await page.keyboard.type(locale === 'ar' ? arabicIndic(code) : code);
      await expect(page.getByLabel(text(locale, 'common', 'otp.digit', { position: 4, count: 4 }))).toHaveValue(code[3]!);
      await page.getByRole('button', { name: t('verification.submit') }).click();

      // Twenty seconds of activation, then the dashboard with the onboarding dialog.
      await expect(page.getByText(t('verification.activated.title'))).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard#onboarding$/, { timeout: 30_000 });
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: t('onboarding.welcome.title') })).toBeVisible();
      await dialog.getByRole('button', { name: t('onboarding.welcome.explore') }).click();
      for (const slide of ['statistics', 'dividends', 'compare', 'filter']) {
        await expect(dialog.getByRole('heading', { name: t(`onboarding.slides.${slide}.title`) })).toBeVisible();
        await dialog.getByRole('button', { name: t('onboarding.next') }).click();
      }
      await expect(dialog.getByRole('heading', { name: t('onboarding.slides.portfolio.title') })).toBeVisible();
      await dialog.getByRole('button', { name: t('onboarding.finish') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);

      // The account menu knows the user; logging out ends on the login page.
      const menu = await openAccountMenu(page, locale);
      await expect(menu.getByTestId('account-identity')).toContainText(email);
      await menu.getByRole('menuitem', { name: text(locale, 'shell', 'account.logout') }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('session') ?? sessionStorage.getItem('session'))).toBeNull();
      const anonymousMenu = await openAccountMenu(page, locale);
      await expect(anonymousMenu.getByRole('menuitem', { name: text(locale, 'shell', 'account.login') })).toBeVisible();
    });

    test('a wrong password is refused with a toast; the right one follows the redirect', async ({ page }) => {
      const target = '/dashboard/profile/change-password';
      await page.goto(target);
      // Protected: the visitor is sent to log in, with the way back in the address.
      await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(target)}`);

      await signIn(page, locale, 'basic@sahm.demo', 'Not-the-password-1');
      await expect(page.getByText(invalidCredentials[locale])).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);

      await page.getByLabel(text(locale, 'identity', 'fields.password'), { exact: true }).fill('Sahm-demo-2026');
      await page.getByRole('button', { name: text(locale, 'identity', 'login.submit'), exact: true }).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'users', 'changePassword.title') })).toBeVisible();

      // Signed in, the login page has nothing to offer.
      await page.goto('/auth/login');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('an access token that expires mid-session is refreshed without the user noticing', async ({ page, request }) => {
      test.setTimeout(90_000);
      const account = await createVerifiedAccount(request, `expiry-${locale}`);
      await page.goto('/auth/login?redirect=%2Fdashboard%2Fprofile');
      await signIn(page, locale, account.email, account.password, { remember: true });
      await expect(page).toHaveURL('/dashboard/profile');
      await expect(page.getByText(account.email)).toBeVisible();

      const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null') as { access_token: string } | null);
      const first = await stored();
      expect(first).not.toBeNull();
      const { exp } = JSON.parse(Buffer.from(first!.access_token.split('.')[1]!, 'base64url').toString()) as { exp: number };
      expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(accessTokenTtl * 1000);

      const refreshes: string[] = [];
      page.on('request', (req) => {
        if (req.url().endsWith('/identity/token') && req.postData()?.includes('grant_type=refresh_token')) refreshes.push(req.url());
      });

      // Past the token's life, the user saves a new first name.
      await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now() + 1500));
      const firstName = page.getByLabel(text(locale, 'users', 'fields.first_name'));
      await firstName.fill('Renewed');
      await page.getByRole('button', { name: text(locale, 'users', 'profile.save') }).click();
      await expect(page.getByText(text(locale, 'users', 'profile.saved'))).toBeVisible();

      // The refresh comes from a call answered 401, or first from the live socket, which closes
      // when the token runs out while it carries a member's stream (the alerts' bell) and is opened
      // again with a fresh token: either way the user sees nothing.
      expect(refreshes.length).toBeGreaterThanOrEqual(1);
      await expect(errorToasts(page)).toHaveCount(0);
      await expect(page).toHaveURL('/dashboard/profile');
      const renewed = await stored();
      expect(renewed?.access_token).not.toBe(first!.access_token);

      // The new token carries the new name.
      const menu = await openAccountMenu(page, locale);
      await expect(menu.getByTestId('account-identity')).toContainText(`Renewed ${account.lastName}`);
    });

    test('forgot password, reset through the emailed link, sign in with the new password', async ({ page, request }) => {
      const t = (key: string) => text(locale, 'identity', key);
      const account = await createVerifiedAccount(request, `reset-${locale}`);

      // Without a token the reset page has nothing to do.
      await page.goto('/auth/reset-password');
      await expect(page).toHaveURL(/\/auth\/login$/);

      await page.getByRole('link', { name: t('login.forgot') }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      await page.getByLabel(t('fields.email')).fill(account.email);
      await page.getByRole('button', { name: t('forgot.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();

      const [link] = await awaitOutbox(request, account.email, /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/);
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole('heading', { level: 1, name: t('reset.title') })).toBeVisible();

      const newPassword = `${account.password}-new`;
      await page.getByLabel(t('fields.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t('fields.confirmPassword'), { exact: true }).fill(`${newPassword}x`);
      await page.getByRole('button', { name: t('reset.submit') }).click();
      await expect(page.getByText(text(locale, 'validation', 'vPasswordsMustMatch'))).toBeVisible();
      await page.getByLabel(t('fields.confirmPassword'), { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t('reset.submit') }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);

      await signIn(page, locale, account.email, account.password);
      await expect(page.getByText(invalidCredentials[locale])).toBeVisible();
      await signIn(page, locale, account.email, newPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('the #auth-required dialog signs the visitor in where they are', async ({ page }) => {
      const t = (key: string) => text(locale, 'identity', key);
      await page.goto('/dashboard#auth-required');
      const dialog = page.getByRole('dialog', { name: t('authRequired.title') });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard#auth-required$/);
      await expect(dialog.getByRole('link', { name: t('login.register') })).toHaveAttribute('href', '/auth/register');
      await dialog.getByLabel(t('fields.email')).fill('advance@sahm.demo');
      await dialog.getByLabel(t('fields.password'), { exact: true }).fill('Sahm-demo-2026');
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);
      const menu = await openAccountMenu(page, locale);
      await expect(menu.getByTestId('account-identity')).toContainText('advance@sahm.demo');
    });

    test('profile: change the mobile with a code, the email and the password', async ({ page, request }) => {
      test.setTimeout(90_000);
      const t = (key: string) => text(locale, 'users', key);
      const account = await createVerifiedAccount(request, `profile-${locale}`);
      await page.goto('/auth/login?redirect=%2Fdashboard%2Fprofile');
      await signIn(page, locale, account.email, account.password);
      await expect(page.getByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();

      // Mobile: the new number gets a code; "verify" sends it, "update" applies it with the current password.
      const newMobile = uniqueMobile();
      await page.getByRole('link', { name: t('profile.changeMobile') }).click();
      await page.getByLabel(t('changeMobile.newNumber')).fill(`0${newMobile}`);
      await page.getByRole('button', { name: t('changeMobile.verify') }).click();
      const code = await latestSmsCode(request, `966${newMobile}`);
      const update = page.getByRole('button', { name: t('changeMobile.update') });
      await expect(update).toBeDisabled();
      await page.getByLabel(text(locale, 'common', 'otp.digit', { position: 1, count: 4 })).click();
      await page.keyboard.type(code);
      await page.getByLabel(t('changeMobile.password'), { exact: true }).fill(account.password);
      await update.click();
      await expect(page.getByText(t('changeMobile.success'))).toBeVisible();
      await expect(page).toHaveURL('/dashboard/profile');
      const grouped = `+966 ${newMobile.slice(0, 2)} ${newMobile.slice(2, 5)} ${newMobile.slice(5)}`;
      await expect(page.getByText(grouped)).toBeVisible();

      // The old number hears of it.
      await awaitOutbox(request, `966${account.mobile}`, new RegExp(`•+${newMobile.slice(-3)}`));

      // Email, with the current password; the old address hears of it.
      const newEmail = uniqueEmail(`changed-${locale}`);
      await page.getByRole('link', { name: t('profile.changeEmail') }).click();
      await page.getByLabel(t('changeEmail.newEmail')).fill(newEmail);
      await page.getByLabel(t('changeEmail.password'), { exact: true }).fill(account.password);
      await page.getByRole('button', { name: t('changeEmail.submit') }).click();
      await expect(page.getByText(t('changeEmail.success'))).toBeVisible();
      await expect(page).toHaveURL('/dashboard/profile');
      await expect(page.getByText(newEmail)).toBeVisible();
      await awaitOutbox(request, account.email, /e•••@example\.com/);

      // Password: a wrong current one is refused, the right one changes it.
      const newPassword = `${account.password}-changed`;
      await page.getByRole('link', { name: t('profile.changePassword') }).click();
      await page.getByLabel(t('changePassword.old'), { exact: true }).fill('Wrong-password-9');
      await page.getByLabel(t('changePassword.new'), { exact: true }).fill(newPassword);
      await page.getByLabel(t('changePassword.confirm'), { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t('changePassword.submit') }).click();
      await expect(errorToasts(page)).toHaveCount(1);
      await expect(page).toHaveURL('/dashboard/profile/change-password');
      await page.getByLabel(t('changePassword.old'), { exact: true }).fill(account.password);
      await page.getByRole('button', { name: t('changePassword.submit') }).click();
      await expect(page).toHaveURL('/dashboard/profile');

      // The new email and password are the account's now.
      const menu = await openAccountMenu(page, locale);
      await expect(menu.getByTestId('account-identity')).toContainText(newEmail);
      await menu.getByRole('menuitem', { name: text(locale, 'shell', 'account.logout') }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await signIn(page, locale, newEmail, newPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
