/** The email/social (embedded) wallet's connector id: the folders that tell its connection apart need nothing else of it. */
export const EMBEDDED_ID = 'embedded'
