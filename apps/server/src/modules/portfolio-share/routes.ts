import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { portfolioParamsSchema } from '@sahm/contracts/portfolio';
import { portfolioShareSchema, shareTokenParamsSchema, sharedPortfolioSchema } from '@sahm/contracts/portfolio-share';
import { requestLocale } from '../../platform/locale.ts';
import { caller as routeCaller } from '../../platform/route-access.ts';
import { sharedNotFound, type ShareService } from './service.ts';

const owner = (req: FastifyRequest) => ({ userId: routeCaller(req).sub });
const ownerErrors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** The owner's switch for a portfolio's read-only link, and the link's public read. */
export async function shareRoutes(app: FastifyInstance, { share }: { share: ShareService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The owner's three calls: signed in, their own portfolio (404 otherwise), the link's state back.
  const ownerRoute = (summary: string) => ({
    config: { auth: 'user' as const },
    schema: { tags: ['portfolio'], summary, params: portfolioParamsSchema, response: { 200: portfolioShareSchema, ...ownerErrors } },
  });

  r.get('/portfolio/:guid/share', ownerRoute('Whether the portfolio has a live read-only link, and its token'), async (req) =>
    share.state(owner(req), req.params.guid),
  );
  r.post(
    '/portfolio/:guid/share',
    ownerRoute('Turns the read-only link on (or answers the live one): weights, sectors and returns, no amounts'),
    async (req) => share.share(owner(req), req.params.guid),
  );
  r.delete('/portfolio/:guid/share', ownerRoute('Revokes the link at once; sharing again makes a new token'), async (req) =>
    share.revoke(owner(req), req.params.guid),
  );

  r.get(
    '/shared-portfolios/:token',
    {
      // Anyone holding the link; the global rate limit applies as on every public route.
      config: { auth: 'public' },
      schema: {
        tags: ['portfolio'],
        summary: 'A shared portfolio: holdings’ weights and sectors and returns against TASI in percent, no amounts',
        response: { 200: sharedPortfolioSchema, 404: errorSchema },
      },
    },
    async (req) => {
      // A malformed token gets the same 404 as an unknown one: nothing to tell them apart.
      const params = shareTokenParamsSchema.safeParse(req.params);
      if (!params.success) throw sharedNotFound();
      return share.shared(params.data.token, requestLocale(req));
    },
  );
}
