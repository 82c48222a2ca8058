/** What the other feature folders load of families/ with import(), only once a wallet of another family connects. */
export { parseFamilyAccounts } from './family-accounts.js'
