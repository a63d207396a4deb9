import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { SiteImg } from "~/features/media/site-image";
import { NewsletterForm, type NewsletterResult } from "~/features/newsletter/newsletter-form";
import { NewTabLink } from "~/components/new-tab-link";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { newsCollection } from "~/features/news/collection";
import { whatWeDo, whoWeAre } from "~/content/home";
import { localePath, routeLocale, splitLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { CounterSet } from "~/features/counters/counter-set";
import { liveCounters } from "~/features/counters/counters.server";
import { HomeCarousel } from "~/features/home-carousel/home-carousel";
import { liveSlides } from "~/features/home-carousel/slides.server";
import { NEWS_LIST_PATH } from "~/content/news-paths";
import { articlePath, cardImage, newsDateText } from "~/features/news/article";
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
import { combinedState } from "~/features/content/translations.server";

/** The carousels, counters and newsletter form come alive with script; all of it works without. */
export const handle: RouteHandle = {
  hydrate: true,
  firstScreen: "home",
  words: [
    "home",
    "newsletter",
    "unavailable.news",
    // The carousel's and the testimonials' controls (home-carousel, carousel-controls, testimonials).
    "lists.highlights",
    "lists.slide",
    "lists.slideOf",
    "lists.slides",
    "lists.testimonial",
    "lists.testimonials",
    "pager.next",
    "pager.previous",
  ],
};

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
  const { locale, path } = routeLocale(request);
  const outcome = await handleSubscription({
    email,
    honeypot: form.get(HONEYPOT_FIELD),
    sourcePage: localePath(locale, path),
    clientAddress: context.clientAddress,
    locale,
  });
  if (outcome.status === 200) throw redirect(localePath(locale, SUBSCRIBED), 303);
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
  const address = new URL(request.url);
  const thanked = address.searchParams.get(NEWSLETTER_PARAM) === "thanks";
  const { locale } = routeLocale(request);
  // Each section reads on its own: without the database the page keeps its own words, and says 503.
  const [news, testimonials, slides, counters] = await Promise.all([
    readOrNull("latest news", () => latestNews(LATEST_COUNT)),
    readOrNull("testimonials", liveTestimonials),
    readOrNull("carousel slides", () => liveSlides(locale)),
    readOrNull("home figures", () => liveCounters(locale)),
  ]);
  const latest =
    news?.map((article) => ({
      title: article.title,
      date: newsDateText(article.publishedOn, locale),
      image: cardImage(article.image),
      href: articlePath(article.slug),
      provenance: article.provenance,
      source: article.source,
    })) ?? null;
  const everyRead = [news, testimonials, slides, counters].includes(null) ? null : true;
  return pageData(
    {
      latest,
      testimonials: testimonials ?? [],
      slides: slides?.slides ?? [],
      counters: counters?.sets ?? { register: [], reach: [] },
      subscribed: thanked ? { ok: true, message: subscribedMessage(locale) } : null,
      // The page's own words are the furniture's; its slides and figures say how far its content is translated.
      translation: combinedState([slides?.translation ?? "missing", counters?.translation ?? "missing"]),
    },
    everyRead,
  );
}

export const meta: MetaFunction = ({ matches, location }) => [
  { title: "NASSCO – National Social Safety-Nets Coordinating Office" },
  { name: "description", content: metaWords(matches).messages.home.metaDescription },
  // A language's home answers at /ha/ too, as links from elsewhere write it, without a redirect (decision 0098): /ha is its address.
  {
    tagName: "link",
    rel: "canonical",
    href: `${(matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined)?.origin ?? ""}${localePath(splitLocale(location.pathname).locale, "/")}`,
  },
];

export default function Home() {
  const actionData = useActionData<typeof action>();
  const { latest, testimonials, slides, counters, subscribed } = useLoaderData<typeof loader>();
  const { t, href } = useLocale();
  return (
    <PageFrame hero={{ title: t.home.welcomeTitle, tagline: t.home.welcomeTagline, welcome: true }}>
      <div className="container home">
        {/* A set with nothing published is left out: an empty carousel or row of figures says nothing. */}
        {slides.length > 0 ? <HomeCarousel slides={slides} /> : null}
        {counters.register.length > 0 ? (
          <section aria-labelledby="register-figures">
            <h2 id="register-figures" className="visually-hidden">
              {t.home.figures}
            </h2>
            <CounterSet counters={counters.register} threshold={0.1} />
          </section>
        ) : null}

        <section className="home__split" aria-labelledby="who-we-are">
          <div>
            <h2 id="who-we-are">{t.home.whoWeAre}</h2>
            <p>{t.home.whoWeAreText}</p>
            <a className="button" href={href("/who-we-are")}>
              {t.home.readMore}
              <span className="visually-hidden"> {t.home.readMoreWhat}</span>
            </a>
          </div>
          <figure className="home__video">
            <HydrateSeparately>
              <VideoPlayer src={whoWeAre.video} poster={whoWeAre.poster} />
            </HydrateSeparately>
            <figcaption>
              {t.home.videoCaption}{" "}
              <a href={whoWeAre.video}>
                {t.home.downloadVideo}
                <PlaceholderNote href={whoWeAre.video} />
              </a>
            </figcaption>
          </figure>
        </section>

        <section className="newsletter-section" id={NEWSLETTER_ANCHOR} aria-labelledby="newsletter-title">
          <h2 id="newsletter-title">{t.newsletter.heading}</h2>
          <p>{t.home.newsletterText}</p>
          <HydrateSeparately>
            <NewsletterForm result={actionData?.newsletter ?? subscribed ?? undefined} />
          </HydrateSeparately>
        </section>

        <section aria-labelledby="what-we-do">
          <h2 id="what-we-do">{t.home.whatWeDo}</h2>
          <p>{t.home.whatWeDoText}</p>
          {counters.reach.length > 0 ? (
            <HydrateSeparately>
              <CounterSet counters={counters.reach} threshold={0.5} />
            </HydrateSeparately>
          ) : null}
          <NewTabLink className="button" href={href(whatWeDo.link)}>
            {t.home.learnMoreNsr}
          </NewTabLink>
        </section>

        <section aria-labelledby="latest-news">
          <h2 id="latest-news">{t.home.latestNews}</h2>
          {latest === null ? <p>{t.unavailable.news}</p> : null}
          <ul className="latest">
            {(latest ?? []).map((item) => (
              <li key={item.title}>
                <article className="latest__card">
                  <SiteImg image={item.image} />
                  <p className="news-card__date">{item.date}</p>
                  <h3 className="latest__title">
                    <a href={href(item.href)}>{item.title}</a>
                  </h3>
                  <ProvenanceLabel item={item} kind={newsCollection.provenance} />
                </article>
              </li>
            ))}
          </ul>
          <a href={href(NEWS_LIST_PATH)}>
            {t.home.seeMore}
            <span className="visually-hidden"> {t.home.seeMoreWhat}</span>
          </a>
        </section>

        {/* None published, none shown: the carousel needs at least one. */}
        {testimonials.length > 0 ? (
          <section aria-labelledby="testimonials">
            <h2 id="testimonials">{t.home.testimonials}</h2>
            {testimonials.some((item) => item.provenance === "illustrative") ? <p className="hint">{t.home.testimonialsHint}</p> : null}
            <HydrateSeparately>
              <Testimonials items={testimonials} />
            </HydrateSeparately>
          </section>
        ) : null}
      </div>
    </PageFrame>
  );
}
