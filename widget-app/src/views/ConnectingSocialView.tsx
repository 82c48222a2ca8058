import { goBack, loginWithSocial, selectSocialLogin } from '@porthole/frame-host'
import { SOCIAL_NAMES } from '../components/social-names.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/** Spec §4 social login: the visitor logs in at the provider's window, then the frame fetches the account. */
export function ConnectingSocialView() {
  const dispatch = useFrameDispatch()
  const login = useFrameSelector(selectSocialLogin)
  if (!login) {
    return (
      <div className="panel">
        <p className="notice">Choose a social login.</p>
      </div>
    )
  }
  const name = SOCIAL_NAMES[login.provider]
  return (
    <div className="panel connecting" data-status={login.status}>
      <div aria-live="polite">
        {login.status === 'started' ? (
          <>
            <p className="panel-title">Log in with {name}</p>
            <p className="notice">Continue in the {name} window that opened.</p>
          </>
        ) : login.status === 'requestUserData' ? (
          <>
            <p className="panel-title">Retrieving user data</p>
            <p className="notice">Setting up your wallet…</p>
          </>
        ) : (
          <>
            <p className="panel-title error">{login.error?.message}</p>
            <p className="notice">Nothing changed. You can try {name} again.</p>
          </>
        )}
      </div>
      {login.status === 'error' ? (
        // A click of its own: the new login window opens inside it.
        <button type="button" className="button primary" onClick={() => dispatch(loginWithSocial(login.provider))}>
          Try again
        </button>
      ) : (
        <button type="button" className="button" onClick={() => dispatch(goBack())}>
          Cancel
        </button>
      )}
    </div>
  )
}
