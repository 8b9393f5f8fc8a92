import Box from '@mui/material/Box';
import type { Locale } from '@sahm/contracts/common';
import type { Quote } from '@sahm/contracts/payments';
import { useEffect, useId } from 'react';
import type { PaymentConfig } from '../api/payments-api.ts';
import { PAYMENT_CALLBACK_PATH } from '../hosted-form.ts';

/** Moyasar's payment form script (loaded only when the provider is Moyasar). */
const MOYASAR_VERSION = '1.14.0';
const scriptUrl = `https://cdn.moyasar.com/mpf/${MOYASAR_VERSION}/moyasar.js`;
const styleUrl = `https://cdn.moyasar.com/mpf/${MOYASAR_VERSION}/moyasar.css`;

type MoyasarGlobal = { init: (options: Record<string, unknown>) => void };

function loadOnce(tag: 'script' | 'link', url: string): Promise<void> {
  const existing = document.querySelector(`${tag}[data-moyasar="${url}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const element = document.createElement(tag);
    element.dataset.moyasar = url;
    if (element instanceof HTMLScriptElement) element.src = url;
    else if (element instanceof HTMLLinkElement) {
      element.rel = 'stylesheet';
      element.href = url;
    }
    element.onload = () => resolve();
    element.onerror = () => reject(new Error(`Could not load ${url}`));
    document.head.append(element);
  });
}

/** The card form of the Moyasar provider; it sends the browser back to /payment/completed. */
export function MoyasarForm(props: {
  config: PaymentConfig;
  quote: Quote;
  description: string;
  locale: Locale;
  userId: string;
  onError: () => void;
}) {
  const { config, quote, description, locale, userId, onError } = props;
  const id = `moyasar-${useId().replace(/:/g, '')}`;
  useEffect(() => {
    let cancelled = false;
    Promise.all([loadOnce('link', styleUrl), loadOnce('script', scriptUrl)])
      .then(() => {
        const moyasar = (window as { Moyasar?: MoyasarGlobal }).Moyasar;
        if (cancelled) return;
        if (!moyasar) throw new Error('Moyasar did not load');
        moyasar.init({
          element: `#${id}`,
          amount: quote.amount,
          currency: quote.currency,
          description,
          publishable_api_key: config.publishable_key,
          callback_url: new URL(PAYMENT_CALLBACK_PATH, window.location.origin).toString(),
          language: locale,
          methods: ['creditcard'],
          metadata: {
            user_id: userId,
            package_price_guid: quote.package_price_guid,
            promo_code_guid: quote.promo_code_guid ?? '',
            quote_guid: quote.quote_guid,
          },
        });
      })
      .catch(() => {
        if (!cancelled) onError();
      });
    return () => {
      cancelled = true;
    };
  }, [config.publishable_key, description, id, locale, onError, quote, userId]);
  return <Box id={id} sx={{ minHeight: 240 }} data-testid="moyasar-form" />;
}
