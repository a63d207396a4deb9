import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  mail: ParsedMail;
  /** The envelope's recipients: where the message really went, whatever its headers say. */
  envelopeTo: string[];
  at: number;
}

/** Addresses the server refuses for good, as a real one refuses an unknown mailbox. */
export const REFUSED_RECIPIENT = "no-such-mailbox@example.org";

/**
 * A real SMTP server, in this process, on a loopback port: it requires a
 * login, as a production relay does, and keeps what it receives.
 */
export function smtpServer(port: number, credentials = { user: "nassco", password: "relay-secret" }) {
  const received: ReceivedMail[] = [];
  /** Connections opened to it so far: a pooled sender opens a few and keeps them. */
  const stats = { connections: 0 };
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: false,
        allowInsecureAuth: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // Stopping drops the connections a pooled sender keeps open, as a server that goes down does.
        closeTimeout: 100,
        onConnect(_session, callback) {
          stats.connections += 1;
          callback();
        },
        onAuth(auth, _session, callback) {
          if (auth.username === credentials.user && auth.password === credentials.password) callback(null, { user: auth.username });
          else callback(new Error("Invalid username or password"));
        },
        onRcptTo(address, _session, callback) {
          if (address.address === REFUSED_RECIPIENT) {
            callback(Object.assign(new Error("550 5.1.1 No such mailbox"), { responseCode: 550 }));
          } else callback();
        },
        onData(stream, session, callback) {
          const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
          simpleParser(stream).then(
            (mail) => {
              received.push({ mail, envelopeTo, at: Date.now() });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });

  return {
    received,
    stats,
    url: `smtp://${credentials.user}:${credentials.password}@127.0.0.1:${port}`,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
