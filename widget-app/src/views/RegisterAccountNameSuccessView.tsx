import { goBack, selectProfile } from '@porthole/frame-host'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/** Spec §2 RegisterAccountNameSuccess: the name is the account's now. */
export function RegisterAccountNameSuccessView() {
  const dispatch = useFrameDispatch()
  const { name } = useFrameSelector(selectProfile)
  return (
    <div className="panel connecting" data-testid="name-registered">
      <p className="panel-title">{name ? `${name} is yours` : 'Name registered'}</p>
      <p className="notice">Others can now send to this name instead of your address.</p>
      <button type="button" className="button primary" autoFocus onClick={() => dispatch(goBack())}>
        Back to account
      </button>
    </div>
  )
}
