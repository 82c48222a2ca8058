import type { ListedToken } from './config.js'

/** The token's own icon when its list names one, else the worker's generated disc for its symbol. */
export function tokenIcon(token: ListedToken, origin: string): string {
  if (token.iconUrl) return token.iconUrl
  const id = token.symbol.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 64) || 'token'
  return `${origin}/public/getTokenImage/${id}`
}
