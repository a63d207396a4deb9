import { z } from "zod";
import type { TextFieldSpec } from "~/components/form-fields";
import { PASSWORD_MAX_LENGTH } from "./password-limits";

/** The back office's forms: their fields as the GOV.UK-style TextField draws them, and their rules. */

export const signInFields = [
  {
    name: "name",
    label: "Name",
    hint: "The name your invitation was for, such as ada_obi.",
    required: true,
    maxLength: 40,
    input: "text",
    autoComplete: "username",
  },
  {
    name: "password",
    label: "Password",
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    input: "password",
    autoComplete: "current-password",
  },
] as const satisfies readonly TextFieldSpec[];

export const signInSchema = z.object({
  name: z.string({ error: "Enter your name" }).trim().min(1, "Enter your name").max(40, "Enter your name"),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(PASSWORD_MAX_LENGTH, "Enter your password"),
  next: z.string().optional(),
});

export const codeField = {
  name: "code",
  label: "Code",
  hint: "The 6-digit code your authenticator app shows now, or one of your recovery codes.",
  required: true,
  maxLength: 20,
  input: "code",
  autoComplete: "one-time-code",
} as const satisfies TextFieldSpec;

/** The code that finishes setting up an authenticator app: only the app's, never a recovery code. */
export const enrolCodeField = {
  name: "code",
  label: "Code",
  hint: "The 6-digit code the app shows for NASSCO back office.",
  required: true,
  maxLength: 20,
  input: "code",
  autoComplete: "one-time-code",
} as const satisfies TextFieldSpec;

export const codeSchema = z.object({
  code: z
    .string({ error: "Enter the code from your authenticator app" })
    .trim()
    .min(1, "Enter the code from your authenticator app")
    .max(20, "Enter the 6-digit code, or a recovery code such as abcde-fghij"),
  next: z.string().optional(),
});

export const newPasswordFields = [
  {
    name: "password",
    label: "New password",
    hint: "At least 12 characters. A few unrelated words are easy to remember and hard to guess.",
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    input: "password",
    autoComplete: "new-password",
  },
  {
    name: "confirm",
    label: "The same password again",
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    input: "password",
    autoComplete: "new-password",
  },
] as const satisfies readonly TextFieldSpec[];

/** A new password, twice: at enrolment, and when changing one's own. */
const newPassword = {
  password: z.string({ error: "Enter a new password" }).max(PASSWORD_MAX_LENGTH, `Enter at most ${PASSWORD_MAX_LENGTH} characters`),
  confirm: z.string({ error: "Enter the same password again" }),
};
const sameTwice: [(form: { password: string; confirm: string }) => boolean, { path: string[]; message: string }] = [
  (form) => form.password === form.confirm,
  { path: ["confirm"], message: "The two passwords are not the same" },
];

export const newPasswordSchema = z.object(newPassword).refine(...sameTwice);

/** Changing one's own password: the current one, then the new one twice. */
export const changePasswordFields = [
  {
    name: "current",
    label: "Current password",
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    input: "password",
    autoComplete: "current-password",
  },
  ...newPasswordFields,
] as const satisfies readonly TextFieldSpec[];

export const changePasswordSchema = z
  .object({
    current: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(PASSWORD_MAX_LENGTH, "Enter your current password"),
    ...newPassword,
  })
  .refine(...sameTwice);
