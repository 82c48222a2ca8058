import { closeModal, goBack, selectModal, selectThemeMode } from '@porthole/frame-host'
import { useLayoutEffect } from 'react'
import { Modal } from './components/Modal.js'
import { useFrameConfig } from './config-context.js'
import { useFrameDispatch, useFrameSelector } from './store-hooks.js'
import { AlertView } from './views/AlertView.js'
import { viewFor } from './views/registry.js'

export function App() {
  const { alert } = useFrameConfig()
  const theme = useFrameSelector(selectThemeMode)
  // On the root element, so the page background and the card agree before the first paint.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])

  if (alert !== undefined) {
    return (
      <Modal view="Alert" title="Porthole">
        <AlertView alert={alert} />
      </Modal>
    )
  }
  return <CurrentView />
}

function CurrentView() {
  const { open, view, shake } = useFrameSelector(selectModal)
  const dispatch = useFrameDispatch()
  if (!open) return null
  const { title, Component } = viewFor(view)
  return (
    <Modal view={view} title={title} shake={shake} onBack={() => dispatch(goBack())} onClose={() => dispatch(closeModal())}>
      <Component />
    </Modal>
  )
}
