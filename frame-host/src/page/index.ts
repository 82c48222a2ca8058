/** The page the frame serves, as the handshake accepted it. */
export { createPagePresence, type PagePresence } from './page-presence.js'
