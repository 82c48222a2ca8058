/** Email codes are 6 digits (the worker's email login rules). */
export const CODE_LENGTH = 6

/** The code in what was typed or pasted: its digits, so '123 456', '123-456' or a line of the email all work. */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, CODE_LENGTH)
