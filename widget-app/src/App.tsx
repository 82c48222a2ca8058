import { closeModal, goBack, preparedView, selectIsConnected, type FrameState } from '@porthole/frame-host'
import { Suspense, useEffect, useLayoutEffect } from 'react'
import { afterIdle } from './after-idle.js'
import { Modal } from './components/Modal.js'
import { useFrameConfig } from './config-context.js'
import { useLocale } from './i18n/use-t.js'
import { isMobile } from './is-mobile.js'
import { setModalShown } from './modal-visibility.js'
import { useSiteTheme } from './theme/site-theme.js'
import { useFrameDispatch, useFrameSelector } from './store-hooks.js'
import { AlertView } from './views/AlertView.js'
import { preloadAccountViews, preloadViews, viewFor } from './views/registry.js'
import { ViewBoundary, ViewLoading } from './components/ViewBoundary.js'

export function App() {
  const { alert } = useFrameConfig()
  // On the root element, so the page background and the card agree before the first paint.
  useSiteTheme()

  if (alert !== undefined) return <AlertModal alert={alert} />
  return (
    <>
      <ModalShown />
      <CurrentView />
    </>
  )
}

function AlertModal({ alert }: { alert: string }) {
  useLayoutEffect(() => setModalShown(true), [])
  return (
    <Modal view="Alert" title="Porthole">
      <AlertView alert={alert} />
    </Modal>
  )
}

/** The open flag alone: opening the prepared view re-renders nothing but this. */
function ModalShown() {
  const open = useFrameSelector((state) => state.modal.open)
  const connected = useFrameSelector(selectIsConnected)
  useLayoutEffect(() => setModalShown(open), [open])
  // Once the visitor sees the modal, the code of Connect's roads loads while they read it; a connected
  // account's views only once there is one (a visitor who never connects never downloads them).
  useEffect(() => {
    if (open) return afterIdle(() => void preloadViews(), 2_000)
  }, [open])
  useEffect(() => {
    if (open && connected) return afterIdle(() => void preloadAccountViews(), 2_000)
  }, [open, connected])
  return null
}

/** The open modal's view, or while closed the one opening would show, rendered hidden in advance. */
const selectShownView = (state: FrameState) => (state.modal.open ? state.modal.view : preparedView(state, isMobile()))

function CurrentView() {
  const view = useFrameSelector(selectShownView)
  const shake = useFrameSelector((state) => state.modal.shake)
  // Subscribes to the language: the title comes from viewFor.
  useLocale()
  const dispatch = useFrameDispatch()
  if (view === undefined) return null
  const { title, Component, retry } = viewFor(view)
  return (
    <Modal view={view} title={title} shake={shake} onBack={() => dispatch(goBack())} onClose={() => dispatch(closeModal())}>
      <ViewBoundary key={view} onRetry={retry}>
        <Suspense fallback={<ViewLoading />}>
          <Component />
        </Suspense>
      </ViewBoundary>
    </Modal>
  )
}
