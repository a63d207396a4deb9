/**
 * What every command-line script shares: `--help`, arguments checked before
 * anything runs, and a failure told in one plain sentence (never a stack
 * trace, nor Prisma's invocation text). Exit codes: 0 done, 1 failed,
 * 2 wrong arguments.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { errorMessage } from "../app/utils/log.server";
import { plainError } from "../server/database/plain-error";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Command<O extends Options> {
  /** As typed after `npm run`, for example "export:requests". */
  name: string;
  /** The arguments after `--`, for example "--since YYYY-MM-DD --out file.csv". */
  usage: string;
  /** What it does, and what it needs, in a few lines. */
  about: string;
  options?: O;
  /** How many positional arguments it takes. */
  positionals?: { min: number; max: number };
}

const HELP = { help: { type: "boolean", short: "h" } } as const;

/** Prints the command's help. */
export function helpText<O extends Options>(command: Command<O>): string {
  return `Usage: npm run ${command.name}${command.usage ? ` -- ${command.usage}` : ""}\n\n${command.about.trim()}\n`;
}

/** Says what went wrong in one sentence and ends the process. */
export function fail(sentence: string, exitCode = 1): never {
  console.error(sentence);
  process.exit(exitCode);
}

/** The arguments, checked: `--help` prints the help and exits 0; anything wrong exits 2 with one sentence. */
export function readArguments<O extends Options>(command: Command<O>, argv = process.argv.slice(2)) {
  const wrong = (what: string): never =>
    fail(`${what.replace(/\.$/, "")}. Run \`npm run ${command.name} -- --help\` for how to use it.`, 2);
  type Config = { args: string[]; options: O & typeof HELP; allowPositionals: true; strict: true };
  let parsed;
  try {
    parsed = parseArgs<Config>({ args: argv, options: { ...(command.options as O), ...HELP }, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's own sentences ("Unknown option '--x'. To specify a positional argument starting with…"): the first.
    return wrong(errorMessage(error).split(/\.\s/)[0] ?? "Those arguments are not understood");
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(helpText(command));
    process.exit(0);
  }
  const { min, max } = command.positionals ?? { min: 0, max: 0 };
  if (parsed.positionals.length < min) wrong(`It needs ${command.usage.split(" ")[0]}`);
  if (parsed.positionals.length > max) wrong(`It does not take ${parsed.positionals.slice(max).join(" ")}`);
  return { values: parsed.values, positionals: parsed.positionals, wrong };
}

/** Runs the script's work; a failure is printed as "<what> failed: <one sentence>" and exits 1. */
export async function run(what: string, work: () => Promise<void> | void): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`${what} failed: ${plainError(error)}`);
    process.exitCode = 1;
  }
}
