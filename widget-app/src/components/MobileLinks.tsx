import { browseLinks, selectChosenWallet, selectHostWallets, walletConnectDeepLink } from '@porthole/frame-host'
import { useSyncExternalStore } from 'react'
import { useFrameSelector } from '../store-hooks.js'
import { useT } from '../i18n/use-t.js'

const MOBILE = '(max-width: 600px) and (pointer: coarse)'
const subscribe = (onChange: () => void) => {
  const query = matchMedia(MOBILE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** On a phone (narrow and touch): the pairing link for the chosen wallet (or any), and spec §2's browse pages. */
export function MobileLinks({ uri }: { uri: string }) {
  const t = useT()
  const mobile = useSyncExternalStore(subscribe, () => matchMedia(MOBILE).matches)
  const injected = useFrameSelector(selectHostWallets).map((w) => w.rdns)
  const chosen = useFrameSelector(selectChosenWallet)
  if (!mobile) return null
  // The frame's referrer is the page it is embedded in (its origin at least).
  const page = document.referrer || location.origin
  return (
    <ul className="section wallets" aria-label={t('wc.openInAWallet')}>
      <li>
        {chosen?.mobile_link ? (
          <a className="button wide" href={walletConnectDeepLink(chosen.mobile_link, uri)} data-testid="wc-open">
            {t('wc.open', { wallet: chosen.name })}
          </a>
        ) : (
          <a className="button wide" href={uri} data-testid="wc-open">
            {t('wc.openInWallet')}
          </a>
        )}
      </li>
      {browseLinks(page, injected).map(({ name, href }) => (
        <li key={name}>
          <a className="button wide" href={href} target="_blank" rel="noopener noreferrer">
            {t('wc.openIn', { wallet: name })}
          </a>
        </li>
      ))}
    </ul>
  )
}
