/** What the other feature folders use of validation/. */
export { isValidEmail } from './email.js'
