/** What an alert is set on: a stock (its price, trading and company), or a portfolio. */
export type AlertTarget =
  { type: 'stock'; guid: string; name: string; symbol: string; price: number | null } | { type: 'portfolio'; guid: string; name: string };
