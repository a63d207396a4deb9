/** `npm run ussd`: what it does is its --help, below. */
import { createInterface } from "node:readline/promises";
import { MTN_NIGERIA, PLACEHOLDER_SERVICE_CODE, startChannelsSimulator, watchSmsDir, type ChannelsSimulator } from "./channels-simulator";
import { fail, readArguments, run } from "./cli";
import { box, ussdScreen, ussdTranscript } from "./phone-screen";

const { values, wrong } = readArguments({
  name: "ussd",
  usage:
    "[--site http://localhost:3000] [--phone +2348031234567] [--key SECRET] [--sms-dir .data/sms] [--aggregator [--api-port 3090]] [--script 1*2*…]",
  about: `
A phone in a terminal, standing in for Africa's Talking (docs/sms-ussd.md).
Start the site first (npm start), then this: it dials the site's USSD menu
(POST /channels/ussd, as the aggregator would), shows each screen in a box
as a narrow phone screen would, and posts what you type as your reply.

  <digits>      your reply to the screen (0 back, 00 home)
  sms <text>    sends a text message in, as to the office's short code
  dial          starts a new session
  quit          ends (so does Ctrl+D)

Every text message the site sends is printed as it goes out: read from the
folder the files transport writes (--sms-dir, default SMS_DIR or .data/sms,
for a site started with SMS_TRANSPORT=files, the default), or with
--aggregator from a fake of Africa's Talking's SMS API, which also posts
delivery reports back: it prints the AFRICASTALKING_* settings to start the
site with.

  --site URL        the site (default SITE_URL, or http://localhost:PORT)
  --phone NUMBER    the caller, as the aggregator sends it: +234… (default
                    +2348031234567, an illustrative number)
  --key SECRET      the site's CHANNELS_SECRET, sent as ?key= (default the
                    environment's; unset, a development site answers
                    loopback without one)
  --script 1*2*…    no prompt: dials, sends these replies in turn, prints
                    the transcript and the SMS that follow, and ends
                    ("" for only the first screen)

The service code in the callbacks is ${PLACEHOLDER_SERVICE_CODE}: a placeholder until the office
has its own.`,
  options: {
    site: { type: "string" },
    phone: { type: "string" },
    key: { type: "string" },
    "sms-dir": { type: "string" },
    aggregator: { type: "boolean" },
    "api-port": { type: "string" },
    script: { type: "string" },
  },
});

const siteUrl = values.site ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`;
if (!/^https?:\/\/[^/]+/.test(siteUrl)) wrong("--site must be the site's address, as http://localhost:3000");
const phone = values.phone ?? "+2348031234567";
if (!/^\+[1-9][0-9]{6,14}$/.test(phone)) wrong("--phone must be a number as the aggregator sends it: +234 and the number");
const apiPort = Number(values["api-port"] ?? "3090");
if (!Number.isInteger(apiPort) || apiPort < 0 || apiPort > 65_535) wrong("--api-port must be a port number");
if (values["api-port"] && !values.aggregator) wrong("--api-port goes with --aggregator");
// During a rotation CHANNELS_SECRET lists the new secret first, then the old: the first is the one to send.
const key = values.key ?? process.env.CHANNELS_SECRET?.split(",")[0]?.trim();
const smsDir = values["sms-dir"] ?? process.env.SMS_DIR ?? ".data/sms";

const smsLine = (to: string, text: string, details: string) => `\n${box(`SMS to ${to}`, text, 34)}\n  ${details}\n`;

/** Where the site's outgoing SMS come from: the fake API, or the files transport's folder. */
async function smsSource(print: (text: string) => void) {
  if (values.aggregator) {
    let simulator: ChannelsSimulator;
    try {
      // A fixed key (this fake guards nothing), so the site started once with it outlives restarts of the simulator.
      simulator = await startChannelsSimulator({ siteUrl, key, port: apiPort, apiKey: "local-simulator-api-key" });
    } catch {
      return fail(`Port ${apiPort} is taken: choose another with --api-port.`);
    }
    print(
      [
        `The fake SMS API listens at ${simulator.smsApiUrl}. Start the site with:`,
        "",
        `  SMS_TRANSPORT=africastalking AFRICASTALKING_USERNAME=${simulator.username} \\`,
        `  AFRICASTALKING_API_KEY=${simulator.apiKey} \\`,
        `  AFRICASTALKING_SMS_URL=${simulator.smsApiUrl} npm start`,
        "",
      ].join("\n"),
    );
    simulator.onSms((sms) =>
      print(
        smsLine(
          sms.to,
          sms.message,
          `from ${sms.from ?? "the account's default"}, ${sms.encoding}, ${sms.segments} segment(s), ${sms.cost}, ${sms.messageId}`,
        ),
      ),
    );
    return { simulator, waitForSms: () => simulator.waitForSms(() => true, 5_000), close: () => simulator.close() };
  }
  // The session's callbacks still need a simulator (it posts them); its fake API just goes unused.
  const simulator = await startChannelsSimulator({ siteUrl, key, deliveryReports: false });
  const watcher = await watchSmsDir(smsDir);
  print(`Outgoing SMS are read from ${smsDir}/ (SMS_TRANSPORT=files). Add --aggregator to receive them as Africa's Talking would.\n`);
  watcher.onSms((sms) =>
    print(
      smsLine(
        sms.to,
        sms.text,
        [`from ${sms.from ?? "?"}`, sms.kind, sms.encoding, sms.segments && `${sms.segments} segment(s)`, sms.file]
          .filter(Boolean)
          .join(", "),
      ),
    ),
  );
  return {
    simulator,
    waitForSms: () => watcher.waitForSms(() => true, 5_000),
    close: async () => {
      watcher.close();
      await simulator.close();
    },
  };
}

/** Says in one sentence that the site does not answer, rather than "fetch failed". */
function siteError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/fetch failed|ECONNREFUSED/.test(message))
    fail(`The site at ${siteUrl} does not answer: start it with \`npm start\`, or name it with --site.`);
  fail(message.includes("403") ? `${message}. Is --key the site's CHANNELS_SECRET?` : message);
}

/** Shows one USSD screen: the reply's body in a box, and whether the session goes on. */
const screen = (body: string, end: boolean) => `\n${ussdScreen(body, end)}\n`;

async function scripted(simulator: ChannelsSimulator, script: string, waitForSms: () => Promise<unknown>) {
  const inputs = script === "" ? [] : script.split("*");
  console.log(`Dialling ${simulator.serviceCode} from ${phone} (network ${MTN_NIGERIA}) at ${siteUrl}`);
  const screens = await simulator.dial(phone, inputs).catch(siteError);
  console.log(ussdTranscript(screens));
  // An SMS the session asked for goes through the outbox: wait for it a few seconds (a session that
  // asked for none ends after them too).
  if (screens.at(-1)?.end) await waitForSms().catch(() => undefined);
}

async function interactive(simulator: ChannelsSimulator) {
  let call = simulator.session(phone);
  let ended = false;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  // Taken at once, so lines piped in before the first screen shows are kept, not lost with the closed input.
  const lines = terminal[Symbol.asyncIterator]();
  let closed = false;
  terminal.once("close", () => (closed = true));
  const prompt = () => {
    if (closed) return;
    terminal.setPrompt(ended ? "" : "> ");
    terminal.prompt();
  };

  /** One callback of the session (the first when there is no input); shows its screen. */
  async function show(input?: string) {
    const shown = await call.reply(input).catch(siteError);
    ended = shown.end;
    console.log(screen(shown.body, shown.end));
    if (ended) console.log("The session ended. Enter to dial again, sms <text>, or quit.");
  }

  console.log(`Dialling ${simulator.serviceCode} from ${phone} at ${siteUrl}. Type your reply; --help says more.`);
  await show();
  prompt();
  // The lines as typed, until quit or Ctrl+D (the end of input ends the loop).
  for await (const typed of { [Symbol.asyncIterator]: () => lines }) {
    const line = typed.trim();
    if (line === "quit" || line === "exit") break;
    if (line.startsWith("sms ")) {
      const answer = await simulator.sendSms(phone, line.slice(4)).catch(siteError);
      console.log(
        answer.status === 200
          ? "SMS sent in. Any answer appears below as it goes out."
          : `The site answered ${answer.status}: ${answer.body}`,
      );
    } else if (line === "dial" || ended) {
      call = simulator.session(phone);
      await show();
    } else await show(line);
    prompt();
  }
  terminal.close();
}

await run("The USSD session", async () => {
  const print = (text: string) => console.log(text);
  const source = await smsSource(print);
  try {
    if (values.script !== undefined) await scripted(source.simulator, values.script, source.waitForSms);
    else await interactive(source.simulator);
  } finally {
    await source.close();
  }
});
