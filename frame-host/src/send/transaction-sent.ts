/** The toast a sent transaction shows, whatever its family. */
export const TRANSACTION_SENT = 'Transaction sent'
