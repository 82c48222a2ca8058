export type Mail = { to: string; subject: string; text: string }

/** The worker's mail settings cannot send: the operator must fix its configuration. */
export class MailConfigError extends Error {}
