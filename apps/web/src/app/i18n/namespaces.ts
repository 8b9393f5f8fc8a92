/** Namespaces loaded before the first render; the others load with the route that uses them. */
export const initialNamespaces = ['common', 'shell'] as const;
export const defaultNamespace = 'common';
