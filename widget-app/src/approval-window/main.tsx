import { Locales } from '@porthole/protocol'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../theme/theme.css'
import { chooseLocale, loadViewStrings, startLocale } from '../i18n/load-locale.js'
import { ApprovalWindow } from './ApprovalWindow.js'

/**
 * The approval window's document (approval.html, served by the worker at
 * /approval, never framed): the request's id and the frame's language from its
 * address, the project's name from the worker. Always the default theme: no
 * page-chosen colour reaches the details. It renders once its strings are in,
 * so an approval never shows a key in place of its words.
 */
const query = new URLSearchParams(location.search)
const id = query.get('id') ?? ''
const project = document.querySelector<HTMLMetaElement>('meta[name="porthole-project"]')?.content ?? ''
const asked = query.get('locale')
const language = startLocale(
  chooseLocale(
    Locales.find((l) => l === asked),
    navigator.languages,
  ),
  document.documentElement,
)
void Promise.allSettled([language, loadViewStrings()]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ApprovalWindow id={id} project={project} />
    </StrictMode>,
  ),
)
