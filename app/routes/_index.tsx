import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { SiteImg } from "~/features/media/site-image";
import { NewsletterForm, type NewsletterResult } from "~/features/newsletter/newsletter-form";
import { NewTabLink } from "~/components/new-tab-link";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { welcome, whatWeDo, whoWeAre } from "~/content/home";
import { CounterSet } from "~/features/counters/counter-set";
import { liveCounters } from "~/features/counters/counters.server";
import { HomeCarousel } from "~/features/home-carousel/home-carousel";
import { liveSlides } from "~/features/home-carousel/slides.server";
import { NEWS_LIST_PATH } from "~/content/news-paths";
import { articlePath, NEWS_UNAVAILABLE, newsDateText } from "~/features/news/article";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { latestNews } from "~/features/news/news.server";
import { Testimonials } from "~/features/testimonials/testimonials";
import { liveTestimonials } from "~/features/testimonials/testimonials.server";
import { NEWSLETTER_ANCHOR, NEWSLETTER_PARAM } from "~/content/newsletter";
import { handleSubscription, subscribedMessage } from "~/features/newsletter/service.server";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import type { RouteHandle } from "~/utils/handle";
import { VideoPlayer } from "~/components/video-player";
import { PageFrame } from "~/components/page-frame";
import { HydrateSeparately } from "~/components/hydrate-separately";

/** The carousels, counters and newsletter form come alive with script; all of it works without. */
export const handle: RouteHandle = { hydrate: true };

const LATEST_COUNT = 4;

/** Where a successful no-JavaScript subscription lands: the form, with the thank-you beside it. */
const SUBSCRIBED = `/?${NEWSLETTER_PARAM}=thanks#${NEWSLETTER_ANCHOR}`;

/**
 * The newsletter form's no-JavaScript path. A success follows Post/Redirect/Get,
 * so a refresh cannot send it again; a refusal comes back at once, as a 4xx
 * with what was typed (the form posts to #newsletter, so the page opens there).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const email = form.get("email");
  const outcome = await handleSubscription({
    email,
    honeypot: form.get(HONEYPOT_FIELD),
    sourcePage: "/",
    clientAddress: context.clientAddress,
  });
  if (outcome.status === 200) throw redirect(SUBSCRIBED, 303);
  const newsletter: NewsletterResult = {
    ok: false,
    message: outcome.error,
    email: typeof email === "string" ? email.slice(0, 254) : undefined,
  };
  const headers = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : undefined;
  return data({ newsletter }, { status: outcome.status, headers });
}

/** A refusal over the limit says when to try again (Remix sends an action's headers only through this). */
export const headers = retryAfterFromAction;

export async function loader({ request }: LoaderFunctionArgs) {
  const thanked = new URL(request.url).searchParams.get(NEWSLETTER_PARAM) === "thanks";
  // Each section reads on its own: without the database the page keeps its own words, and says 503.
  const [news, testimonials, slides, counters] = await Promise.all([
    readOrNull("latest news", () => latestNews(LATEST_COUNT)),
    readOrNull("testimonials", liveTestimonials),
    readOrNull("carousel slides", liveSlides),
    readOrNull("home figures", liveCounters),
  ]);
  const latest =
    news?.map((article) => ({
      title: article.title,
      date: newsDateText(article.publishedOn),
      image: article.image,
      href: articlePath(article.slug),
      provenance: article.provenance,
      source: article.source,
    })) ?? null;
  const everyRead = [news, testimonials, slides, counters].includes(null) ? null : true;
  return pageData(
    {
      latest,
      testimonials: testimonials ?? [],
      slides: slides ?? [],
      counters: counters ?? { register: [], reach: [] },
      subscribed: thanked ? { ok: true, message: subscribedMessage() } : null,
    },
    everyRead,
  );
}

export const meta: MetaFunction = () => [
  { title: "NASSCO – National Social Safety-Nets Coordinating Office" },
  {
    name: "description",
    content:
      "NASSCO builds the National Social Register of poor and vulnerable households in Nigeria and coordinates the safety-net programmes that use it.",
  },
];

export default function Home() {
  const actionData = useActionData<typeof action>();
  const { latest, testimonials, slides, counters, subscribed } = useLoaderData<typeof loader>();
  return (
    <PageFrame hero={{ title: welcome.title, tagline: welcome.tagline, welcome: true }}>
      <div className="container home">
        {/* A set with nothing published is left out: an empty carousel or row of figures says nothing. */}
        {slides.length > 0 ? <HomeCarousel slides={slides} /> : null}
        {counters.register.length > 0 ? (
          <section aria-labelledby="register-figures">
            <h2 id="register-figures" className="visually-hidden">
              The register in figures
            </h2>
            <CounterSet counters={counters.register} threshold={0.1} />
          </section>
        ) : null}

        <section className="home__split" aria-labelledby="who-we-are">
          <div>
            <h2 id="who-we-are">Who We Are</h2>
            <p>{whoWeAre.text}</p>
            <a className="button" href="/who-we-are">
              Read More<span className="visually-hidden"> about who we are</span>
            </a>
          </div>
          <figure className="home__video">
            <HydrateSeparately>
              <VideoPlayer src={whoWeAre.video} poster={whoWeAre.poster} />
            </HydrateSeparately>
            <figcaption>
              About NASSCO.{" "}
              <a href={whoWeAre.video}>
                Download the video (MP4)
                <PlaceholderNote href={whoWeAre.video} />
              </a>
            </figcaption>
          </figure>
        </section>

        <section className="newsletter-section" id={NEWSLETTER_ANCHOR} aria-labelledby="newsletter-title">
          <h2 id="newsletter-title">Subscribe to our newsletter</h2>
          <p>News about the National Social Register and NASSCO&apos;s programmes, sent to your inbox.</p>
          <HydrateSeparately>
            <NewsletterForm result={actionData?.newsletter ?? subscribed ?? undefined} />
          </HydrateSeparately>
        </section>

        <section aria-labelledby="what-we-do">
          <h2 id="what-we-do">What We Do</h2>
          <p>{whatWeDo.text}</p>
          {counters.reach.length > 0 ? (
            <HydrateSeparately>
              <CounterSet counters={counters.reach} threshold={0.5} />
            </HydrateSeparately>
          ) : null}
          <NewTabLink className="button" href={whatWeDo.link}>
            Learn more about the NSR
          </NewTabLink>
        </section>

        <section aria-labelledby="latest-news">
          <h2 id="latest-news">Latest from NASSCO</h2>
          {latest === null ? <p>{NEWS_UNAVAILABLE}</p> : null}
          <ul className="latest">
            {(latest ?? []).map((item) => (
              <li key={item.title}>
                <article className="latest__card">
                  {item.image ? <SiteImg image={item.image} /> : null}
                  <p className="news-card__date">{item.date}</p>
                  <h3 className="latest__title">
                    <a href={item.href}>{item.title}</a>
                  </h3>
                  <ProvenanceLabel item={item} kind="news" />
                </article>
              </li>
            ))}
          </ul>
          <a href={NEWS_LIST_PATH}>
            See More<span className="visually-hidden"> news</span>
          </a>
        </section>

        {/* None published, none shown: the carousel needs at least one. */}
        {testimonials.length > 0 ? (
          <section aria-labelledby="testimonials">
            <h2 id="testimonials">What people say</h2>
            {testimonials.some((item) => item.provenance === "illustrative") ? (
              <p className="hint">
                Illustrative accounts from the kinds of people the register serves; they will be replaced with testimonials collected with
                consent.
              </p>
            ) : null}
            <HydrateSeparately>
              <Testimonials items={testimonials} />
            </HydrateSeparately>
          </section>
        ) : null}
      </div>
    </PageFrame>
  );
}
