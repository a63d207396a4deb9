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
export function smtpServer(
  port: number,
  credentials = { user: "nassco", password: "relay-secret" },
  /** Called as each message is taken, before the sender hears so: a test may make it the last one. */
  onReceived: (received: ReceivedMail[]) => void = () => undefined,
) {
  const received: ReceivedMail[] = [];
  /**
   * Connections opened to it so far (a pooled sender opens a few and keeps them); messages it is
   * in the middle of taking; and whether it refuses new ones, as a server going down does.
   */
  const stats = { connections: 0, inFlight: 0, refusing: false };
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
        onMailFrom(_address, _session, callback) {
          if (stats.refusing) return callback(Object.assign(new Error("421 4.3.2 Service shutting down"), { responseCode: 421 }));
          stats.inFlight += 1;
          callback();
        },
        onRcptTo(address, _session, callback) {
          if (address.address === REFUSED_RECIPIENT) {
            stats.inFlight -= 1;
            callback(Object.assign(new Error("550 5.1.1 No such mailbox"), { responseCode: 550 }));
          } else callback();
        },
        onData(stream, session, callback) {
          const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
          simpleParser(stream).then(
            (mail) => {
              received.push({ mail, envelopeTo, at: Date.now() });
              onReceived(received);
              stats.inFlight -= 1;
              callback();
            },
            (error: Error) => {
              stats.inFlight -= 1;
              callback(error);
            },
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
    start: async () => {
      stats.refusing = false;
      await start();
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
