/** What the other feature folders use of families/. */
export { parseFamilyParams, parseFamilyResult } from './family-schemas.js'
