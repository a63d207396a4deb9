/** How long a back-office password may be: shared by the forms and the server's rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
