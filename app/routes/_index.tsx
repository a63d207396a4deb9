import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { HONEYPOT_FIELD } from "~/components/form-fields";
import { NewsletterForm, type NewsletterResult } from "~/components/newsletter-form";
import { navigation } from "~/content/navigation";
import { handleSubscription } from "~/models/newsletter.server";
import type { RouteHandle } from "~/utils/handle";

/** The newsletter form fades its messages and shows a spinner with JavaScript. */
export const handle: RouteHandle = { hydrate: true };

/** The newsletter form's no-JavaScript path: the page comes back with the message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  const outcome = await handleSubscription({
    email,
    honeypot: form.get(HONEYPOT_FIELD),
    sourcePage: "/",
    clientAddress: context.clientAddress,
  });
  const newsletter: NewsletterResult =
    outcome.status === 200
      ? { ok: true, message: outcome.message }
      : { ok: false, message: outcome.error, email: typeof email === "string" ? email.slice(0, 254) : undefined };
  return data({ newsletter }, { status: outcome.status, headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction = () => [
  { title: "NASSCO – National Social Safety-Nets Coordinating Office" },
  {
    name: "description",
    content: "NASSCO builds the National Social Register of poor and vulnerable households in Nigeria and coordinates the safety-net programmes that use it.",
  },
];

export default function Home() {
  const actionData = useActionData<typeof action>();
  return (
    <main id="main-content" className="container" tabIndex={-1}>
      <h1>Welcome to NASSCO</h1>
      <p>Empowering vulnerable communities through the National Social Register.</p>
      <ul>
        {navigation.map((group) => (
          <li key={group.path}>
            <a href={group.path}>{group.title}</a>: {group.description}
          </li>
        ))}
      </ul>
      <section className="newsletter-section" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">Subscribe to our newsletter</h2>
        <p>News about the National Social Register and NASSCO's programmes, sent to your inbox.</p>
        <NewsletterForm result={actionData?.newsletter} />
      </section>
    </main>
  );
}
