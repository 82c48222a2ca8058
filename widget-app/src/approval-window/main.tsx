import { Locales } from '@porthole/protocol'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../theme/theme.css'
import { chooseLocale, loadViewStrings, startLocale } from '../i18n/load-locale.js'
import { ApprovalWindow } from './ApprovalWindow.js'

/**
 * The approval window's document (approval.html, served by the worker at
 * /approval, never framed): the request's id and the frame's language from its
 * address, the project's name from the worker; with `passkey` in its address it
 * creates a passkey instead (PasskeyWindow). Always the default theme: no
 * page-chosen colour reaches the details. It renders once its strings are in,
 * so an approval never shows a key in place of its words.
 */
const query = new URLSearchParams(location.search)
const id = query.get('id') ?? ''
const passkey = query.get('passkey')
const project = document.querySelector<HTMLMetaElement>('meta[name="porthole-project"]')?.content ?? ''
const asked = query.get('locale')
const language = startLocale(
  chooseLocale(
    Locales.find((l) => l === asked),
    navigator.languages,
  ),
  document.documentElement,
)
// The passkey mode's code comes only with a passkey window: an approval never waits for it.
const passkeyWindow = passkey ? import('./PasskeyWindow.js') : undefined
void Promise.allSettled([language, loadViewStrings(), passkeyWindow]).then(async () => {
  const PasskeyWindow = passkey ? (await passkeyWindow)?.PasskeyWindow : undefined
  createRoot(document.getElementById('root')!).render(
    <StrictMode>{passkey && PasskeyWindow ? <PasskeyWindow id={passkey} project={project} /> : <ApprovalWindow id={id} project={project} />}</StrictMode>,
  )
})
