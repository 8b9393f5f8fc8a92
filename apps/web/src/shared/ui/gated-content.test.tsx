import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { syncSessionFromStorage } from '../auth/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../test/tokens.ts';
import { GatedContent } from './gated-content.tsx';

function renderGate() {
  syncSessionFromStorage();
  return renderWithProviders(
    <GatedContent permission="CAN_VIEW_STOCK_PERFORMANCE" signInTo={{ hash: 'auth-required' }} upgradeTo="/payment">
      <p>أداء السهم</p>
    </GatedContent>,
  );
}

describe('GatedContent', () => {
  it('asks visitors to sign in, behind a lock', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { name: 'سجّل الدخول لعرض هذا القسم' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe('/#auth-required');
    expect(screen.queryByText('أداء السهم')).toBeNull();
  });

  it('names the plan that has the feature for members without it', async () => {
    storeSession(fakeAccessToken({ current_plan: 'BASIC', roles: ['BASIC', 'CAN_ADD_PROTFOLIO_STOCKS_TWO'] }));
    renderGate();
    expect(await screen.findByText('هذه الميزة متاحة لمشتركي الباقة المتقدمة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اطّلع على الباقات' }).getAttribute('href')).toBe('/payment');
    expect(screen.queryByText('أداء السهم')).toBeNull();
  });

  it('shows the content to members with the permission', async () => {
    storeSession(fakeAccessToken({ current_plan: 'ADVANCE', roles: ['ADVANCE', 'CAN_VIEW_STOCK_PERFORMANCE'] }));
    renderGate();
    expect(await screen.findByText('أداء السهم')).toBeTruthy();
    expect(screen.queryByTestId('gated-content')).toBeNull();
  });

  it('needs only a signed-in member when it names no permission', async () => {
    storeSession(fakeAccessToken({ current_plan: 'BASIC', roles: ['BASIC'] }));
    syncSessionFromStorage();
    renderWithProviders(
      <GatedContent permission={null} signInTo={{ hash: 'auth-required' }} upgradeTo="/payment">
        <p>الشرعية</p>
      </GatedContent>,
    );
    expect(await screen.findByText('الشرعية')).toBeTruthy();
    expect(screen.queryByTestId('gated-content')).toBeNull();
  });
});
