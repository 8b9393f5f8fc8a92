import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { appHeaders, createVerifiedAccount, text, usePreferences, type Locale } from './support/accounts.ts';

test.use({ viewport: { width: 1280, height: 900 } });

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(text(locale, 'identity', 'fields.email')).fill(email);
  await page.getByLabel(text(locale, 'identity', 'fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'identity', 'login.submit'), exact: true }).click();
}

/** The sandbox provider's hosted card form (served by the API server). */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/sandbox-pay/);
  await page.locator('#name').fill('Journey Tester');
  await page.locator('#number').fill(card);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('form[action="/sandbox-pay/pay"] button[type="submit"]').click();
}

async function choosePackage(page: Page, locale: Locale, slug: 'ADVANCE' | 'PROFESSIONAL') {
  const p = (key: string) => text(locale, 'plans', key);
  await page.goto('/payment/packages');
  await page.getByRole('button', { name: new RegExp(p('packages.yearly')) }).click();
  await expect(page).toHaveURL(/period=yearly/);
  await page
    .getByTestId(`package-${slug}`)
    .getByRole('button', { name: p('packages.subscribe') })
    .click();
  await expect(page).toHaveURL(/\/payment\/checkout\?price=/);
  await expect(page.getByTestId('payment-summary')).toBeVisible();
}

for (const locale of ['ar', 'en'] as const) {
  test(`plans and payment, ${locale}: trial banner, yearly Advanced with SAHM20, invoice PDF, then a declined card`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const p = (key: string, values?: Record<string, string>) => text(locale, 'plans', key, values);
    const account = await createVerifiedAccount(request, `pay-${locale}`);
    await usePreferences(page, locale);

    await page.goto('/payment/nope');
    await expect(page).toHaveURL(/\/dashboard\/404$/);

    // A visitor picks Advanced, yearly, signs in and lands on its checkout.
    await page.goto('/payment/packages?period=yearly');
    await page
      .getByTestId('package-ADVANCE')
      .getByRole('button', { name: p('packages.subscribe') })
      .click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await signIn(page, locale, account.email, account.password);
    await expect(page).toHaveURL(/\/payment\/checkout\?price=/);
    // New accounts start on the three-day Professional trial.
    await expect(page.getByTestId('trial-banner')).toBeVisible();
    await expect(page.getByTestId('payment-summary')).toBeVisible();

    // 20% off with SAHM20.
    const payButton = page.getByRole('button', { name: new RegExp(p('checkout.pay', { amount: '.*' })) });
    const fullPrice = await payButton.textContent();
    await page.getByLabel(p('checkout.promo.label')).fill('SAHM20');
    await page.getByRole('button', { name: p('checkout.promo.apply') }).click();
    await expect(page.getByText(p('checkout.promo.applied', { code: 'SAHM20' }))).toBeVisible();
    await expect(payButton).not.toHaveText(fullPrice ?? '');
    await payButton.click();
    await payOnSandbox(page, '4111111111111111');
    await expect(page).toHaveURL(/\/payment\/completed\?/);
    await expect(page.getByTestId('payment-success')).toBeVisible();
    await expect(page.getByTestId('transaction-id')).not.toBeEmpty();
    // New claims: the trial is over, and so is its banner.
    await expect(page.getByTestId('trial-banner')).toHaveCount(0);

    // The profile shows the subscription and its invoice; the invoice downloads as a PDF.
    await page.goto('/dashboard/profile?tab=subscription');
    const packages = await request.get('/api/v1/packages/', { headers: { ...appHeaders, 'Accept-Language': locale } });
    const advanceName = ((await packages.json()) as { items: { slug: string; name: string }[] }).items.find(
      (item) => item.slug === 'ADVANCE',
    )!.name;
    await expect(page.getByTestId('subscription-summary')).toContainText(advanceName);
    await expect(page.getByTestId('subscription-summary')).toContainText(p('subscription.statuses.ACTIVE'));
    const paidRow = page.getByTestId('invoice-row').filter({ hasText: p('subscription.paidLabels.PAID') });
    await expect(paidRow).toHaveCount(1);
    const pdf = page.waitForResponse((response) => /\/subscriptions\/invoice\/\d+\/$/.test(response.url()));
    const download = page.waitForEvent('download');
    await paidRow.getByRole('button', { name: p('subscription.download') }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('invoice.pdf');
    expect(
      fs
        .readFileSync(await saved.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // A declined card: the failure page, and its retry goes back to the checkout.
    await choosePackage(page, locale, 'PROFESSIONAL');
    await page.getByRole('button', { name: new RegExp(p('checkout.pay', { amount: '.*' })) }).click();
    await payOnSandbox(page, '4000000000000002');
    await expect(page.getByTestId('payment-failure')).toBeVisible();
    await expect(page.getByRole('heading', { name: p('completed.failureTitle') })).toBeVisible();
    await page.getByRole('link', { name: p('completed.retry') }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?price=/);
    await expect(page.getByTestId('payment-summary')).toBeVisible();
  });
}
