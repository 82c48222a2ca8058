/** What the other feature folders use of smart-account/. */
export { embeddedAccount, smartAccountActs } from './acting-account.js'
export { initSmartAccount, sessionSmartAccount } from './init-smart-account.js'
export { selectActingAccount } from './smart-account-selectors.js'
export { smartAccountSent } from './smart-account-sent.js'
export { fellBack, smartAccountFound } from './smart-account-slice.js'
