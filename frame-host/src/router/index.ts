/** What the other feature folders use of router/: the one entry of a dapp's request. */
export { routeRequest } from './route-request.js'
