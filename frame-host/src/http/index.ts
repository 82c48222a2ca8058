/** What the other feature folders use of http/. */
export { fetchJson, type HttpTexts } from './fetch-json.js'
export type { AuthFetch, Fetch } from './fetch.js'
export { HttpError } from './http-error.js'
