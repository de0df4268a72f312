/** Doc 3 §9: toasts stay 1000 ms. */
export const TOAST_MS = 1000;
