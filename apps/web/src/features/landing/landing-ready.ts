/**
 * Dispatched on the document once the landing page is live in the app (rendered or taken over
 * from the build's HTML): the page's boot script then repeats a press it held meanwhile.
 */
export const LANDING_READY_EVENT = 'sahm:landing-ready';
