/**
 * For a part of a page that starts below the first screen on a phone: the browser skips its
 * layout and paint until it nears the viewport (CSS content-visibility), so the first render's
 * layouts cover what is on screen. `height` is the space it holds meanwhile; once drawn, the size
 * it was drawn at is kept (`auto`), so nothing moves when it is scrolled away and back. It stays in
 * the accessibility tree and in find-in-page.
 */
export const belowFoldSx = (height: number) => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }) as const;
