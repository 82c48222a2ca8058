import { goBack, loginWithSocial, selectSocialLogin } from '@porthole/frame-host'
import { SOCIAL_NAMES } from '../components/social-names.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useT, useText } from '../i18n/use-t.js'

/** Spec §4 social login: the visitor logs in at the provider's window, then the frame fetches the account. */
export function ConnectingSocialView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const login = useFrameSelector(selectSocialLogin)
  if (!login) {
    return (
      <div className="panel">
        <p className="notice">{t('social.choose')}</p>
      </div>
    )
  }
  const name = SOCIAL_NAMES[login.provider]
  return (
    <div className="panel connecting" data-status={login.status}>
      <div aria-live="polite">
        {login.status === 'started' ? (
          <>
            <p className="panel-title">{t('social.logInWith', { name })}</p>
            <p className="notice">{t('social.continueInWindow', { name })}</p>
          </>
        ) : login.status === 'requestUserData' ? (
          <>
            <p className="panel-title">{t('social.retrievingUserData')}</p>
            <p className="notice">{t('social.settingUpWallet')}</p>
          </>
        ) : (
          <>
            <p className="panel-title error">{tx(login.error?.message)}</p>
            <p className="notice">{t('social.tryAgainHint', { name })}</p>
          </>
        )}
      </div>
      {login.status === 'error' ? (
        // A click of its own: the new login window opens inside it.
        <button type="button" className="button primary" onClick={() => dispatch(loginWithSocial(login.provider))}>
          {t('common.tryAgain')}
        </button>
      ) : (
        <button type="button" className="button" onClick={() => dispatch(goBack())}>
          {t('common.cancel')}
        </button>
      )}
    </div>
  )
}
