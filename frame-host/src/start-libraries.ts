/**
 * The start chunk's libraries' own entry (widget-app/vite.config.ts puts it in
 * their chunk): the frame document imports this first, so that evaluating the
 * libraries and evaluating the frame's start code are separate tasks and
 * neither holds the page's main thread for 50 ms.
 */
export const startLibrariesEvaluated = true
