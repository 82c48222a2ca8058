import { enViews } from '../i18n/en-views.js'
import { addEnglish } from '../i18n/translate.js'

// Tests render views without their lazy loader, which would bring the views' English strings: they are given at once.
addEnglish(enViews)
