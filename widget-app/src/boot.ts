import './early-window.js'
import './theme/theme.css'

/*
 * The frame document's script. The first paint's code, React and then the app
 * (main.tsx), is fetched at once (frame.html preloads both chunks) but
 * evaluated in separate tasks, with a task boundary between them: evaluating
 * it all in one would hold the page's main thread for longer than 50 ms when
 * the frame shares the page's process.
 */
void import('react-dom/client').then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => import('./main.js'))
