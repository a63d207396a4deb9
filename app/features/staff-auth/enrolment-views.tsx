import { StaffPage } from "./staff-frame";

/** The recovery codes, on the answer that finishes setting up and nowhere else. */
export function RecoveryCodesPage({ codes }: { codes: string[] }) {
  return (
    <StaffPage title="Your recovery codes">
      <p>Your account is set up and you are signed in.</p>
      <div className="callout callout--warning">
        <p>
          These codes are shown only now. Print them or write them down, and keep them somewhere safe, away from your phone. If you lose
          your phone, each code signs you in once in place of the app&rsquo;s code.
        </p>
      </div>
      <ul className="staff-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p>
        <a className="button" href="/staff">
          I have kept them: go to the back office
        </a>
      </p>
    </StaffPage>
  );
}

export function EnrolmentStoppedPage() {
  return (
    <StaffPage title="Setting up has stopped">
      <p>
        Setting up must be finished within ten minutes of choosing a password. If you finished it, <a href="/staff/sign-in">sign in</a>.
        Otherwise ask an administrator for a new invitation.
      </p>
    </StaffPage>
  );
}

/** How to add the account to an authenticator app: the QR code, and the same key to type. */
export function AuthenticatorSteps({ name, svg, typed }: { name: string; svg: string; typed: string }) {
  return (
    <ol>
      <li>
        On your phone, open an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP) and add an account.
      </li>
      <li>
        Scan this QR code, or type in the key below it.
        {/* The SVG is drawn here by the qrcode library from our own address; it holds no reader's input. */}
        <div className="staff-qr" role="img" aria-label={`QR code for the account ${name}`} dangerouslySetInnerHTML={{ __html: svg }} />
        <p>
          Key for <strong>{name}</strong>: <span className="staff-secret">{typed}</span> (time-based, 6 digits, every 30 seconds)
        </p>
      </li>
      <li>Enter the code the app then shows.</li>
    </ol>
  );
}
