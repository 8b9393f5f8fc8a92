import type { OptionsObject, SnackbarMessage } from 'notistack';

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Said by the app's snackbars (app/snackbars.tsx) once notistack's provider is on the page. */
export function snackbarsMounted(): void {
  markMounted();
}

/**
 * A toast, as notistack's `enqueueSnackbar`. notistack comes after the first paint (no page shows a
 * toast before it): a toast asked for earlier waits for it, and shows once it has come.
 */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  void Promise.all([import('notistack'), mounted]).then(([notistack]) => notistack.enqueueSnackbar(message, options));
}
