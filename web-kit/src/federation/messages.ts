/** Texts of a remote slot that failed (the shell's pages and every fragment show the same). */
export const REMOTE_UNAVAILABLE = 'Esta sección no está disponible en este momento.';
export const RETRY = 'Reintentar';
