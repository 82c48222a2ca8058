import { showToast, type SocialProvider } from '@porthole/frame-host'
import { useFrameDispatch } from '../store-hooks.js'

const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/** One button per provider the project allows, in its order. None works yet, and each says so. */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const dispatch = useFrameDispatch()
  return (
    <ul className="section socials" aria-label="Social login">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(showToast({ variant: 'error', message: `${NAMES[provider]} login is not available yet` }))}
          >
            {NAMES[provider]}
          </button>
        </li>
      ))}
    </ul>
  )
}
