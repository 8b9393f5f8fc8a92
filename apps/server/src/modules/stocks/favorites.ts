import type { Queryable } from '../../db/client.ts';

/** The stocks a user follows, newest first. */
export async function favoriteStockIds(db: Queryable, userId: string): Promise<{ stock_id: string; created_at: Date | string }[]> {
  return db.query(`SELECT stock_id, created_at FROM stock_favorites WHERE user_id = $1 ORDER BY created_at DESC, stock_id`, [userId]);
}

export async function addFavoriteStock(db: Queryable, userId: string, stockId: string): Promise<void> {
  await db.query(`INSERT INTO stock_favorites (user_id, stock_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, stockId]);
}

export async function removeFavoriteStock(db: Queryable, userId: string, stockId: string): Promise<boolean> {
  return (
    (await db.query(`DELETE FROM stock_favorites WHERE user_id = $1 AND stock_id = $2 RETURNING stock_id`, [userId, stockId])).length > 0
  );
}
