/** The live service's subscriptions, with the fields each screen reads (the REST payloads' names). */

const tickFields = 'guid price open high low close change_value change_ratio trade_volume trade_value trade_date datetime';
const marketPointsFields =
  'value price open high low close change_value change_ratio trades_count trade_volume trades_value trade_date datetime';

export const stocksSubscription = `subscription Stocks($guids: [ID!], $market_guid: ID) {
  stocks(guids: $guids, market_guid: $market_guid) { error stocks { ${tickFields} } }
}`;

export const stockSubscription = `subscription Stock($guid: ID!) {
  stock(guid: $guid) { error stocks { ${tickFields} } }
}`;

export const marketSubscription = `subscription Market($guid: ID!) {
  market(guid: $guid) { error markets { guid code name index_name color stocks_count today_live_points { ${marketPointsFields} } } }
}`;

export const sectorsSubscription = `subscription Sectors($market_guid: ID) {
  sectors(market_guid: $market_guid) { error sectors { guid name parent trade_date change_ratio datetime } }
}`;

export const movementSubscription = `subscription Movement($movement: Movement!, $market_guid: ID, $size: Int) {
  stockMovement(movement: $movement, market_guid: $market_guid, size: $size) {
    error stock_movement { guid symbol_code company_name short_name logo today_live_points { ${tickFields.replace('guid ', '')} } }
  }
}`;

export const announcementsSubscription = `subscription Announcements($stock_guid: ID, $market_guid: ID) {
  announcements(stock_guid: $stock_guid, market_guid: $market_guid) { error announcements { guid published_at stock_guids market_guid } }
}`;
