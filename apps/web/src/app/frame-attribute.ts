/**
 * The mark the build (build/app-frame.ts) puts on #root of a page that arrives with the app's frame
 * drawn: main.tsx then keeps the frame until it can draw the page itself.
 */
export const FRAME_ATTRIBUTE = 'data-frame';

/** The theme the frame's script found on the document (`light` or `dark`), until the app's first commit. */
export const FRAME_THEME_ATTRIBUTE = 'data-frame-theme';
