/** Seconds an access token lives on the journeys' server: short, so journeys see tokens expire and renew. */
export const accessTokenTtl = 20;
