/**
 * channels/callbacks.server.ts still reads the phone rule here (another part of issue 68 owns that
 * folder): the rule is a form field's, in forms/phone.ts.
 */
export { normalisePhone } from "~/features/forms/phone";
