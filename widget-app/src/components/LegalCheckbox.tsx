import { legalAccepted } from '@porthole/frame-host'
import { useFrameConfig } from '../config-context.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useLocale } from '../i18n/use-t.js'

/**
 * `legalCheckbox`: the project's terms and privacy links, which the
 * visitor ticks before any connect button works (ConnectView disables them).
 */
export function LegalCheckbox() {
  const { t, rich } = useLocale()
  const dispatch = useFrameDispatch()
  const checked = useFrameSelector((state) => state.features.legalAccepted)
  const { termsUrl, privacyUrl } = useFrameConfig().legal ?? {}
  const link = (href: string | undefined, text: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    )
  return (
    <label className="legal" data-testid="legal-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => dispatch(legalAccepted(event.currentTarget.checked))} />
      <span>{rich('legal.agree', { terms: link(termsUrl, t('legal.terms')), privacy: link(privacyUrl, t('legal.privacy')) })}</span>
    </label>
  )
}
