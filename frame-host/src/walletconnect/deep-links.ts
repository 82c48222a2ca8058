/** A wallet's `mobile_link` (universal `https://…` or native `scheme://`) opening the pairing: `<link>/wc?uri=`. */
export function walletConnectDeepLink(mobileLink: string, uri: string): string {
  let base = mobileLink.includes('://') ? mobileLink : `${mobileLink.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base += '/'
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

/** Wallets whose mobile apps open the dapp in their own browser when they are not injected. */
export const BROWSE_WALLETS = [
  { name: 'Phantom', rdns: 'app.phantom', browse: (url: string) => `https://phantom.app/ul/browse/${encodeURIComponent(url)}?ref=${encodeURIComponent(url)}` },
  {
    name: 'Solflare',
    rdns: 'com.solflare',
    browse: (url: string) => `https://solflare.com/ul/v1/browse/${encodeURIComponent(url)}?ref=${encodeURIComponent(url)}`,
  },
  { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', browse: (url: string) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(url)}` },
] as const

/** The browse pages of those wallets the page has not injected, for the dapp at `pageUrl`. */
export function browseLinks(pageUrl: string, injectedRdns: readonly string[]): { name: string; href: string }[] {
  return BROWSE_WALLETS.filter((w) => !injectedRdns.includes(w.rdns)).map((w) => ({ name: w.name, href: w.browse(pageUrl) }))
}
