import type { SnackbarProviderProps } from 'notistack';

/** SPEC §9 toasts: 400 px wide. */
export const TOAST_WIDTH = 400;

/**
 * SPEC §9 toasts: top right, 5000 ms, at most 5 at once, 400 px wide; no closing one by one in sequence (each
 * closes on its own timer). On a phone narrower than that a toast takes the width notistack leaves it.
 */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
  maxSnack: 5,
  preventDuplicate: true,
  style: { width: TOAST_WIDTH, maxWidth: '100%' },
} satisfies Partial<SnackbarProviderProps>;
