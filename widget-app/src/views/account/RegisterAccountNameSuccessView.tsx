import { goBack, replaceView, selectModal, selectProfile } from '@porthole/frame-host'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT } from '../../i18n/use-t.js'

/** RegisterAccountNameSuccess: the name is the account's now. */
export function RegisterAccountNameSuccessView() {
  const t = useT()
  const dispatch = useFrameDispatch()
  const { name } = useFrameSelector(selectProfile)
  // Opened straight from the page (no history), Back would close the modal: Account is where this leads.
  const { history } = useFrameSelector(selectModal)
  const toAccount = () => dispatch(history.at(-1) === 'Account' ? goBack() : replaceView('Account'))
  return (
    <div className="panel connecting" data-testid="name-registered">
      <p className="panel-title">{name ? t('nameSuccess.isYours', { name }) : t('view.RegisterAccountNameSuccess')}</p>
      <p className="notice">{t('nameSuccess.othersCanSend')}</p>
      <button type="button" className="button primary" autoFocus onClick={toAccount}>
        {t('nameSuccess.backToAccount')}
      </button>
    </div>
  )
}
