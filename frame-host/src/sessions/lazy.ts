/** What the other feature folders load of sessions/ with import(), only when a dapp asks for permissions. */
export { requestSessions } from './request-sessions.js'
