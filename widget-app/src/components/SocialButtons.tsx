import { loginWithFarcaster, loginWithSocial, type SocialProvider } from '@porthole/frame-host'
import { useFrameDispatch } from '../store-hooks.js'
import { SOCIAL_NAMES, socialImageUrl } from './social-names.js'
import { WalletIcon } from './WalletIcon.js'
import { useT } from '../i18n/use-t.js'

/**
 * One button per provider the project allows, in its order. The click itself
 * opens the login window (browsers block one opened later). Farcaster has no
 * window: ConnectingFarcaster shows its QR code and deep link instead.
 */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const t = useT()
  const dispatch = useFrameDispatch()
  const choose = (provider: SocialProvider) => (provider === 'farcaster' ? dispatch(loginWithFarcaster()) : dispatch(loginWithSocial(provider)))
  return (
    // More than three providers fit one row only as logos (controls.css); the name stays the button's label and tooltip.
    <ul className="section socials" aria-label={t('view.ConnectingSocial')}>
      {providers.map((provider) => (
        <li key={provider}>
          <button type="button" className="button" title={SOCIAL_NAMES[provider]} onClick={() => choose(provider)}>
            <WalletIcon src={socialImageUrl(provider)} size={20} />
            <span className="social-name">{SOCIAL_NAMES[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
