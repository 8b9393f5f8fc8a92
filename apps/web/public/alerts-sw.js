// Sahm's alerts worker: shows the notifications the server pushes, and opens the app at the
// notification's link when one is clicked. Plain JavaScript, served as is from the site's root.
/* global self */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a path of this site is opened: a pushed link is never a way out to another origin. */
function inAppUrl(link) {
  const path = typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/alerts';
  return new URL(path, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Sahm';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      // One notification per alert firing; a repeat of the same replaces it instead of stacking.
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url: inAppUrl(payload.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || inAppUrl();
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        try {
          await open.navigate(url);
          return;
        } catch {
          // A window the worker does not control cannot be steered: open the link beside it.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
