import { loginWithSocial, showToast, type SocialProvider } from '@porthole/frame-host'
import { useFrameDispatch } from '../store-hooks.js'
import { SOCIAL_NAMES, socialImageUrl } from './social-names.js'
import { WalletIcon } from './WalletIcon.js'

/**
 * One button per provider the project allows, in its order. The click itself
 * opens the login window (browsers block one opened later). Farcaster has no
 * local stand-in and says so (README, "Social login").
 */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const dispatch = useFrameDispatch()
  const choose = (provider: SocialProvider) =>
    provider === 'farcaster'
      ? dispatch(showToast({ variant: 'error', message: 'Farcaster login is not available yet' }))
      : dispatch(loginWithSocial(provider))
  return (
    <ul className="section socials" aria-label="Social login">
      {providers.map((provider) => (
        <li key={provider}>
          <button type="button" className="button" onClick={() => choose(provider)}>
            <WalletIcon src={socialImageUrl(provider)} size={20} />
            <span>{SOCIAL_NAMES[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
