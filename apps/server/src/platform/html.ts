/** Text made safe inside HTML, in an element or a quoted attribute: the server's few hand-written pages and emails. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
