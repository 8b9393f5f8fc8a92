import i18next from 'i18next';
import type { Subscription } from '@sahm/contracts/plans';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LandingPage } from '../../../features/landing/components/landing-page.tsx';
import { LatestNewsCardsSkeleton } from '../../../features/news/components/latest-news-skeleton.tsx';
import { useCurrentSubscription } from '../../../features/plans/api/plans-api.ts';
import { PackagesOffer } from '../../../features/plans/components/packages-offer.tsx';
import { useScrollToHash } from '../../../shared/hooks/use-scroll-to-hash.ts';
import { switchLocale } from '../../../shared/i18n/locale.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { paths } from '../../paths.ts';
import { LicenceBadge } from '../../shell/licence-badge.tsx';
import { landingLinks, landingNamespaces } from './landing-links.ts';
import { useSignedIn } from './public-layout.tsx';

// The page's strings arrive with its code: its first render is then the whole page, with no
// fallback in between, and can take over the HTML rendered at build time.
await i18next.loadNamespaces([...landingNamespaces]);

// Not part of the first paint (nor of the HTML rendered at build time): the skeleton holds its place
// until the page has been taken over, then the news code and data come.
const LandingNews = lazy(async () => ({ default: (await import('./landing-news.tsx')).LandingNews }));

function LatestNewsSection() {
  // The build-time HTML holds the skeleton; the news come once the page has been taken over and painted.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return <LatestNewsCardsSkeleton />;
  return (
    <Suspense fallback={<LatestNewsCardsSkeleton />}>
      <LandingNews />
    </Suspense>
  );
}

const latestNews = { cards: <LatestNewsSection />, moreHref: paths.news.href() };

/** The landing page with the plans area's packages; subscribing goes to the checkout. */
function Landing({ signedIn, subscription }: { signedIn: boolean; subscription: Subscription | null | undefined }) {
  const navigate = useNavigate();
  // The contact page's link to the trial form (/#book-trial) lands on the form.
  useScrollToHash();
  return (
    <LandingPage
      links={landingLinks}
      licenceBadge={<LicenceBadge by="exchange" />}
      signedIn={signedIn}
      latestNews={latestNews}
      packages={<PackagesOffer subscription={subscription} onSubscribe={(priceGuid) => void navigate(paths.checkout.href(priceGuid))} />}
    />
  );
}

/** A signed-in reader's landing page: their subscription decides the packages' buttons. */
function SignedInLanding() {
  const subscription = useCurrentSubscription();
  return <Landing signedIn subscription={subscription.data} />;
}

/** `/` — the landing page in the reader's language (Arabic unless they chose English). */
export function LandingRoute() {
  const signedIn = useSignedIn();
  return signedIn ? <SignedInLanding /> : <Landing signedIn={false} subscription={undefined} />;
}

/** `/en` — the English landing page: the locale is English from the start (see main.tsx); a reload otherwise. */
export function LandingEnRoute() {
  const locale = useLocale();
  useEffect(() => {
    if (locale !== 'en') switchLocale('en');
  }, [locale]);
  return locale === 'en' ? <LandingRoute /> : <PageFallback />;
}
