import { useT } from '../i18n/use-t.js'
/** Shown instead of everything else when the worker did not serve this frame for a known project. */
export function AlertView({ alert }: { alert: string }) {
  const t = useT()
  return (
    <div className="panel">
      <p className="panel-title">{alert}</p>
      <p className="notice">{t('alertView.notSetUp')}</p>
    </div>
  )
}
