import { contact, contactLinks } from "../../../app/content/contact";
import type { ContentPageSeed } from "./seed-types";

/**
 * The body of each page of content the site launched with, as the seed writes
 * it into content_page (prisma/seeds/content.ts); from then on the office
 * edits the rows. Markdown, with the containers of docs/content-markdown.md;
 * the contact details come from app/content/contact.ts when the seed runs.
 * A page's title, menu name and description stay in the navigation tree.
 */

/** About us, also the body of the Who We Are overview. */
const aboutUs = `## Our vision {#vision}

A Nigeria where poor and vulnerable households are known, counted and supported, so that no one is left behind.

## Our mission {#mission}

We build and keep up to date a single, trusted register of poor and vulnerable households. We help government and partners use it to plan, target and coordinate social protection across the country.

## Our objectives {#objectives}

::: cards 3

### Build one national register {icon=register}

Identify poor and vulnerable households in every state and record them in the [National Social Register](/nsr).

### Coordinate safety-net programmes {icon=coordinate}

Help programmes use the same register, so support reaches the right households and efforts are not duplicated.

### Align policy across government {icon=policy}

Work with federal and state governments so that social protection follows shared rules and standards.

:::

## Policies and principles {#policies-and-principles}

Our work follows published policies and clear principles. They guide how we find households, how we handle data and how we answer to the public.

::: cards 2

### Governance and accountability

Our policies, manuals and procedures are published so that anyone can see how the register is built and managed.

[Read More](/resource-hub/policy-and-governance-documents)

### Privacy and data protection

We collect only the data we need, keep it secure and share it only under clear rules.

[Read More](/resource-hub/privacy-policy)

### Community participation

Communities help identify their own poor and vulnerable households, in an open and fair process.

[Read More](/nsr/community-based-targeting-process)

### Responsible data sharing

Government agencies and partners can request register data for approved purposes, through a set procedure.

[Read More](/nsr/accessing-the-nsr)

:::

## Our core responsibilities {#core-responsibilities}

::: cards 4 illustrative

### Build the register {icon=register}

We lead the work to identify poor and vulnerable households and record them in the National Social Register.

### Coordinate programmes {icon=coordinate}

We help social safety-net programmes work together and use the same register.

### Shape policy {icon=policy}

We advise government on social protection policy and help align it across federal and state levels.

### Manage data {icon=data}

We keep register data accurate, up to date and secure. We share it only under clear rules.

### Handle complaints {icon=grievance}

We run a grievance redress system so people can ask questions or complain. Call ${contactLinks.tollFree}, free of charge.

### Monitor and evaluate {icon=monitor}

We track progress in every state and review results, so we can learn and improve.

### Work with partners {icon=partners}

We work with government agencies, development partners and civil society to reach more households.

### Build capacity {icon=capacity}

We train and support state teams so they can build, maintain and use their own registers.

:::

## Management team {#management-team}

The management team leads the national office and oversees its work with the states and partners.

::: team
:::`;

export const contentPageSeed: ContentPageSeed[] = [
  {
    id: "who-we-are",
    path: "/who-we-are",
    provenance: "spec",
    lead: `The National Social Safety-Nets Coordinating Office (NASSCO) builds the register of poor and vulnerable households in Nigeria and helps coordinate the programmes that support them.`,
    body: aboutUs,
  },
  {
    id: "who-we-are-about-us",
    path: "/who-we-are/about-us",
    provenance: "spec",
    lead: `We build and maintain the National Social Register and help government and partners use it to reach poor and vulnerable households.`,
    body: aboutUs,
  },
  {
    id: "who-we-are-our-history",
    path: "/who-we-are/our-history",
    provenance: "spec",
    lead: `NASSCO was set up in 2016 by the Federal Government of Nigeria, in partnership with the World Bank, to coordinate social safety nets for poor and vulnerable Nigerians.`,
    body: `## How we began

In 2016, the Federal Government of Nigeria and the [World Bank](https://www.worldbank.org) agreed to work together on social safety nets. The aim was to give poor and vulnerable households steady support and a fair way to be identified.

The National Social Safety-Nets Coordinating Office was established that year to lead this work. The programme started in September 2016.

::: facts

- **2016** Year the office was established
- **September 2016** Programme start
- **500 million dollars** Funding from the World Bank
- **1.3 billion dollars** Funding from the Federal Government
- **36 states plus the FCT** Coverage today

:::

## Our mandate

The office was given three main tasks:

- build the [National Social Register](/nsr) of poor and vulnerable households
- coordinate social safety-net programmes, so they reach the right people and do not overlap
- align social protection policy across federal and state levels

## Growing with the states

::: illustrative

From the start, the work depended on the states. Each state set up its own operations unit and began building its own social register, which feeds the national one.

:::

The register has grown step by step, starting with the poorest areas. Today the work covers all 36 states plus the FCT. You can see [how far the register reaches](/nsr/nsr-coverage-across-nigeria) and [how the office is organised](/who-we-are/operational-structure).`,
  },
  {
    id: "who-we-are-operational-structure",
    path: "/who-we-are/operational-structure",
    provenance: "spec",
    lead: `The national office sets the standards and coordinates the work. The 36 states and the FCT build and use the register on the ground.`,
    body: `## What the national office does

- Sets common methods and standards for building the register
- Keeps the [National Social Register](/nsr) and brings together the data from every state
- Coordinates social safety-net programmes that use the register
- Trains and supports state teams
- Monitors progress and reports on results
- Manages requests from agencies and partners to [access register data](/nsr/accessing-the-nsr)

## Working with the states and the FCT

We work with the 36 states and the Federal Capital Territory under a memorandum of understanding (MoU). The MoU sets out what the national office and each state agree to do.

Each state runs its own State Operations Coordinating Unit. The unit leads the work in the state and is the link between the state and the national office.

## What each state does

Under the MoU, each state agrees to:

::: illustrative

- set up a State Operations Coordinating Unit
- build and maintain its State Social Register, using [community-based targeting](/nsr/community-based-targeting-process)
- provide staff and office space for the unit
- share its data with the National Social Register
- run a grievance redress system, so people can raise questions and complaints

:::

## Where the work happens

Most of the work takes place in the states, in their local government areas and in communities. Communities help identify poor and vulnerable households. Trained teams then visit and record those households.

::: cards 4

### National office {icon=coordinate}

Sets standards, keeps the national register and coordinates programmes.

### States and the FCT {icon=register}

Build and maintain state registers through their operations coordinating units.

[Find your state office](/where-we-work/our-state-offices)

### Local government areas {icon=data}

Areas are brought into the register in phases, starting with the poorest.

[See the targeting approach](/nsr/our-targeting-approach)

### Communities {icon=community}

Community members help identify the poor and vulnerable households among them.

:::`,
  },
  {
    id: "what-we-do",
    path: "/what-we-do",
    provenance: "spec",
    lead: `We build the register of poor and vulnerable households and coordinate the programmes that use it to provide support.`,
    body: `::: facts

- **September 2016** Programme start
- **36 states plus the FCT** Coverage
- **969** Toll-free line for questions and complaints

:::

## The National Social Register

The [National Social Register](/nsr) is a list of poor and vulnerable households in Nigeria. Communities help identify them, and trained teams record their details. Programmes use the register to decide who should receive support.

## The safety-nets programme

We coordinate social safety-net programmes that use the register. Using one register helps support reach the right households and cuts down on duplication.

## Shock-responsive support

When households are hit by a crisis, such as a flood, a conflict or a sharp rise in prices, the register helps government and partners find and reach them quickly.

## Grievance redress

If you have a question or a complaint about the register or a programme, call our toll-free line, ${contactLinks.tollFree}. We record complaints and follow them up.

## Monitoring

We track progress in all 36 states plus the FCT. We check the quality of the data and review how programmes are working, so we can fix problems and improve.

## Our programmes

::: cards 3

### National Cash Transfer Programme {icon=cash}

Regular cash support for poor and vulnerable households on the register.

[Read More](/what-we-do/national-cash-transfer-programme)

### Community and Social Development Project {icon=community}

Projects chosen and run by communities to improve basic services.

[Read More](/what-we-do/community-and-social-development-project)

### Youth Empowerment and Social Support Operations {icon=youth}

Life skills and public workfare for young people from poor households.

[Read More](/what-we-do/youth-empowerment-and-social-support-operations)

:::`,
  },
  {
    id: "what-we-do-national-cash-transfer-programme",
    path: "/what-we-do/national-cash-transfer-programme",
    provenance: "spec",
    lead: `The National Cash Transfer Programme gives regular cash support to poor and vulnerable households identified through the National Social Register.`,
    body: `## What the programme does

The programme helps poor households meet their basic needs, such as food, health care and school costs. Regular support also helps households plan ahead and avoid selling the few things they own in hard times.

## The conditional cash transfer in figures

The conditional cash transfer is 75,000 naira per household for 15 million households.

::: facts

- **75,000 naira** Per household
- **15 million** Households

:::

## Who can receive support

::: illustrative

Households are selected from the National Social Register. You cannot apply directly. Find out [how the register works](/nsr/how-the-nigeria-social-register-works) and [how communities take part](/nsr/community-based-targeting-process).

:::

## The three components

::: steps

### Base cash transfer

A regular payment to each eligible household, to help with everyday needs.

### Top-up based on state conditions

An extra amount that can be added, depending on the conditions set in each state.

### Livelihood support

Help for households to earn a steady income of their own, so they depend less on transfers over time.

:::

## Questions and complaints

If you have a question about the programme, or think something has gone wrong, call our toll-free line, ${contactLinks.tollFree}, or [report a problem](/grievances/new) on this website. You can also contact [your state office](/where-we-work/our-state-offices).

::: callout warning

You do not need to pay anyone to be on the register or to receive support. If someone asks you for money, report it by calling ${contactLinks.tollFree}.

:::`,
  },
  {
    id: "what-we-do-community-and-social-development-project",
    path: "/what-we-do/community-and-social-development-project",
    provenance: "illustrative",
    lead: `The Community and Social Development Project helps poor communities choose, build and look after the basic services they need most.`,
    body: `## What the project does

The project follows a community-driven approach. Communities decide what they need most, plan the work and take part in building it. They then look after what they have built.

## How it works

::: steps

### Communities choose

Community members meet, agree on their most pressing needs and choose a project.

### Communities plan

With support from the state team, the community plans the project and how it will be managed.

### Communities build

The community oversees the work and keeps track of how the money is spent.

### Communities maintain

The community takes care of the finished project so it keeps serving people.

:::

## The kinds of projects supported

- classrooms and other school buildings
- health centres
- clean water and sanitation
- rural roads and small bridges
- markets and other shared facilities

## Where the project works

The table lists the states of each of Nigeria's six geopolitical zones, including the Federal Capital Territory. To find out about projects in your area, contact [your state office](/where-we-work/our-state-offices).

::: table striped

States participating in the Community and Social Development Project, by region

| Region | Participating states |
| --- | --- |
| North Central | Benue, Kogi, Kwara, Nasarawa, Niger, Plateau, Federal Capital Territory (FCT) |
| North East | Adamawa, Bauchi, Borno, Gombe, Taraba, Yobe |
| North West | Jigawa, Kaduna, Kano, Katsina, Kebbi, Sokoto, Zamfara |
| South East | Abia, Anambra, Ebonyi, Enugu, Imo |
| South South | Akwa Ibom, Bayelsa, Cross River, Delta, Edo, Rivers |
| South West | Ekiti, Lagos, Ogun, Ondo, Osun, Oyo |

:::`,
  },
  {
    id: "what-we-do-youth-empowerment-and-social-support-operations",
    path: "/what-we-do/youth-empowerment-and-social-support-operations",
    provenance: "spec",
    lead: `Youth Empowerment and Social Support Operations (YESSO) help young people from poor and vulnerable households build skills and find work.`,
    body: `## Who it is for

YESSO is for young people from poor and vulnerable households. Participants are identified through the [National Social Register](/nsr), so support goes to those who need it most.

::: facts

- **over 500,000** Young people targeted for life skills training
- **1.5 million** Young people targeted through public workfare

:::

## Life skills

YESSO targets over 500,000 young people for life skills training. The training helps them build confidence, plan for the future and prepare for work.

## Public workfare

YESSO also targets 1.5 million young people through public workfare. Participants are paid for work that benefits their communities, which gives them an income and work experience.

## How it links to the register

YESSO uses the same register as other safety-net programmes. This helps programmes work together and keeps support fair. Read about [how the register works](/nsr/how-the-nigeria-social-register-works).

For questions or complaints, call our toll-free line, ${contactLinks.tollFree}.`,
  },
  {
    id: "where-we-work",
    path: "/where-we-work",
    provenance: "spec",
    lead: `NASSCO works in all 36 states and the Federal Capital Territory. In each one, a State Operations Coordinating Unit builds and looks after the register.`,
    body: `## Working through the states

The national office sets standards, gives technical support and brings the state registers together. The work on the ground is done by the states.

Each state and the FCT has a State Operations Coordinating Unit (SOCU). The unit works with local government areas and communities to find poor and vulnerable households and add them to the register.

Read more about [how the national office and the states work together](/who-we-are/operational-structure).

## Find out more

::: links

- [Our State Offices](/where-we-work/our-state-offices): Contact the coordinating unit in your state.
- [NSR Summary by LGA](/where-we-work/nsr-summary-by-lga): See how many households and individuals are on the register in each local government area.

:::

::: callout info

To raise a concern or complaint, call the toll-free line ${contactLinks.tollFree}.

:::`,
  },
  {
    id: "where-we-work-our-state-offices",
    path: "/where-we-work/our-state-offices",
    provenance: "spec",
    lead: `Every state and the FCT has a State Operations Coordinating Unit. Use the mailbox below to contact the unit in your state.`,
    body: `The State Operations Coordinating Unit is the first point of contact for questions about the register in your state. It can tell you about targeting and enumeration in your area.

::: state-offices
:::

## Other ways to contact us

For general questions, e-mail the national office at ${contactLinks.infoEmail}.

For questions about the register, e-mail ${contactLinks.nsrSupportEmail}.

To raise a concern or complaint, call the toll-free line ${contactLinks.tollFree}.`,
  },
  {
    id: "nsr",
    path: "/nsr",
    provenance: "spec",
    lead: `The National Social Register (NSR) is a list of poor and vulnerable households in Nigeria. The states build it with their communities, and many programmes use it to decide who to support.`,
    body: `## What the register is

The register records poor and vulnerable households and the people who live in them. Each state builds its own part of the register. NASSCO brings the state registers together into one national register.

Households are found through community-based targeting. This means people in each community help to identify the poorest and most vulnerable households among them.

## Why one register matters

Many programmes can use the same register. This saves each programme from collecting the same information again. It also helps support reach the households that need it most.

Programmes that use the register include [the National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) and [Youth Empowerment and Social Support Operations](/what-we-do/youth-empowerment-and-social-support-operations).

## Learn more about the register

::: links

- [How the NSR Works](/nsr/how-the-nigeria-social-register-works): Poverty mapping, community targeting, enumeration and the proxy means test.
- [Our Targeting Approach](/nsr/our-targeting-approach): How local government areas are ranked and brought in, in phases.
- [Community-Based Targeting Process](/nsr/community-based-targeting-process): The targeting team, the four steps and the checks.
- [NSR Coverage Across Nigeria](/nsr/nsr-coverage-across-nigeria): States, local government areas, households and individuals on the register.
- [Accessing the NSR](/nsr/accessing-the-nsr): How government agencies, NGOs and partners can request data.
- [NSR in Action](/nsr/nsr-in-action): Programmes that have used the register.

:::`,
  },
  {
    id: "nsr-how-the-nigeria-social-register-works",
    path: "/nsr/how-the-nigeria-social-register-works",
    provenance: "spec",
    lead: `Households are added to the register in four stages: poverty mapping, community targeting, enumeration and a proxy means test. The test ranks households from poorest to least poor.`,
    body: `## The four stages

::: steps

### Poverty mapping

Existing poverty data is used to find the poorest local government areas and communities. These areas are targeted first.

### Community targeting

In each selected community, community members identify the households they consider poor and vulnerable.

### Enumeration

Trained enumerators visit the identified households. They collect information about each household and the people in it.

### Proxy means test

The information is scored with a proxy means test (PMT). The test uses things that are easy to observe, such as living conditions and assets, to estimate how poor a household is. Households are then ranked.

:::

## Who is eligible

The ranking splits households into ten equal groups, called deciles. Decile 1 holds the poorest households.

Households in deciles 1 to 6 are eligible for the national beneficiary register. Programmes can choose the households they support from this group.

::: callout info

Being on the register does not by itself mean a household will receive support. Each programme sets its own rules for who it supports.

:::

## Find out more

Read about [our targeting approach](/nsr/our-targeting-approach) and the [community-based targeting process](/nsr/community-based-targeting-process).`,
  },
  {
    id: "nsr-our-targeting-approach",
    path: "/nsr/our-targeting-approach",
    provenance: "spec",
    lead: `Local government areas are ranked by how poor they are. The poorest areas join the register first, and the rest follow in phases.`,
    body: `## Ranking local government areas

Nigeria has 774 local government areas (LGAs). Using poverty data, the LGAs are ranked from poorest to least poor.

The ranking decides the order in which LGAs are brought into the register. This makes sure the poorest areas are reached first.

## Three phases

::: steps

### The poorest 30%

The bottom 30% of LGAs, the poorest, are targeted first.

### The next 50%

The next 50% of LGAs are then brought in.

### The remaining 20%

Finally, the remaining 20% of LGAs are covered.

:::

## Inside each LGA

Within each LGA, communities identify their own poor and vulnerable households. Read about the [community-based targeting process](/nsr/community-based-targeting-process).

See how many households are on the register in each area on the [NSR Summary by LGA](/where-we-work/nsr-summary-by-lga) page.`,
  },
  {
    id: "nsr-community-based-targeting-process",
    path: "/nsr/community-based-targeting-process",
    provenance: "spec",
    lead: `In community-based targeting (CBT), communities identify their own poor and vulnerable households. A small team guides the process in four steps.`,
    body: `## The targeting team

Each targeting team has six people:

- 1 community development officer, who leads the team
- 1 officer from the National Orientation Agency
- 2 local government officers (other officers)
- 2 computer-literate enumerators

## The four steps

::: steps

### Pre-sensitization visit

The team visits the community before targeting starts. It introduces the exercise to community leaders.

### Community sensitization and mobilization

The team explains the register and the targeting process to the whole community, and encourages everyone to take part.

### Community engagement

The community meets to identify its poor and vulnerable households. It also chooses a grievance redress mechanism, with one male and one female member, to hear complaints.

### Enumeration

Enumerators visit the identified households and collect their information. Each household is geo-tagged, so its location is recorded.

:::

## Checking and signing off the lists

The lists of households are signed off by the grievance focal person, the community development officer and state officials.

The lists are produced in triplicate, so there are three signed copies.

## If you have a concern

If you have a complaint about targeting in your community, speak to your community's grievance members or call the toll-free line ${contactLinks.tollFree}.`,
  },
  {
    id: "nsr-nsr-coverage-across-nigeria",
    path: "/nsr/nsr-coverage-across-nigeria",
    provenance: "spec",
    lead: `The register reaches all 36 states and the Federal Capital Territory. It covers over 19 million households and more than 70 million individuals.`,
    body: `## The register at a glance

::: facts

- **36 + FCT** States and the Federal Capital Territory
- **774** Local government areas
- **over 19 million** Households
- **more than 70 million** Individuals

:::

Every state and the FCT has contributed to the register. Households have been identified in all 774 local government areas.

## Coverage in your area

For the number of households and individuals on the register in each local government area, see the [NSR Summary by LGA](/where-we-work/nsr-summary-by-lga).

To ask about the register in your state, contact your [State Operations Coordinating Unit](/where-we-work/our-state-offices).

## How the register grows

The register grows as more communities are targeted and more households are enumerated. Read about [our targeting approach](/nsr/our-targeting-approach).`,
  },
  {
    id: "nsr-accessing-the-nsr",
    path: "/nsr/accessing-the-nsr",
    provenance: "spec",
    lead: `Government agencies, NGOs and partners can request data from the register. Each request is reviewed before any data is shared.`,
    body: `## Who can request data

Government agencies, non-governmental organisations (NGOs) and development partners can ask for data from the register. The data helps them plan and deliver support to poor and vulnerable households.

## How to request data

::: steps

### Submit a request form

Fill in the [Data Access Request Form](/nsr/data-access-request-form) online. You can also use the printable [form (PDF)](/data-access-request-form.pdf).

### We review your request

We check the request for compliance, for its purpose and for data protection.

### We share the data

If the request is approved, we share the relevant data. The data is anonymised, so individual people cannot be identified.

:::

## Protecting personal data

The register holds personal information about millions of people. We only share what a request needs, and only in anonymised form. Read our [privacy policy](/resource-hub/privacy-policy).

## Get help

For help with a request, e-mail ${contactLinks.nsrSupportEmail}.

Office hours: ${contact.officeHours.value}.`,
  },
  {
    id: "nsr-nsr-in-action",
    path: "/nsr/nsr-in-action",
    provenance: "spec",
    lead: `The register helps government and partners reach poor and vulnerable households. Here are some of the ways it has been used.`,
    body: `Because the register already lists poor and vulnerable households, programmes can start quickly and reach the people who need help most.

## How the register is used

::: cards 3

### Cash transfers {icon=cash}

The National Cash Transfer Programme uses the register to choose households for regular cash support.

[About the cash transfer programme](/what-we-do/national-cash-transfer-programme)

### COVID-19 food relief {icon=community}

During the COVID-19 pandemic, the register helped to get food relief to poor and vulnerable households.

### Youth empowerment {icon=youth}

Youth programmes use the register to find young people from poor households for life skills training and public work.

[About youth empowerment](/what-we-do/youth-empowerment-and-social-support-operations)

### Donor programmes {icon=partners}

Development partners use the register to target their social protection programmes.

[Partner with us](/get-involved/partner-with-us)

### State emergency responses {icon=shield}

States use the register to reach affected households quickly when an emergency strikes.

### Senior citizens {icon=community}

The register helps the senior citizens centre find older people aged 70 and above in poor and vulnerable households.

:::

## Use the register

If your organisation runs a programme for poor and vulnerable households, you can ask to use the register. Find out about [accessing the NSR](/nsr/accessing-the-nsr).`,
  },
  {
    id: "get-involved",
    path: "/get-involved",
    provenance: "spec",
    lead: `There are many ways to help the National Social Register reach the households that need it most. You can take part in your community, work with us in the field, share your story or report a problem.`,
    body: `## Ways to take part

::: cards 2

### Community outreach {icon=community}

The register is built with communities, not just for them. When the register comes to your area, go to the community meetings. Help your neighbours understand the process and encourage them to take part.

[How community-based targeting works](/nsr/community-based-targeting-process)

### Training and fieldwork {icon=capacity}

When the register is built or updated, people are trained to help in the field, for example as enumerators who visit households. Posts are only announced through official channels.

[See current vacancies](/get-involved/careers)

### Share your story {icon=partners}

Has a programme that uses the register made a difference to your household or community? We would like to hear from you. Write to us at ${contactLinks.infoEmail} and tell us whether we may share your story.

### Report complaints or fraud {icon=grievance}

If something has gone wrong, or someone asks you for money to be put on the register, report it. Call the toll-free line ${contactLinks.tollFree} or contact the office in your state. Use only official channels.

[Find your state office](/where-we-work/our-state-offices)

:::

## Working with us

::: links

- [Partner With Us](/get-involved/partner-with-us): How development partners, government agencies, NGOs and researchers can work with us.
- [Our Stakeholders](/get-involved/our-stakeholders): The organisations that support the register and the programmes that use it.
- [Tenders](/get-involved/tenders): Procurement notices and terms of reference.
- [Careers](/get-involved/careers): Job openings, and how to spot fraudulent job offers.
- [Learn More About the NSR](/get-involved/learn-more-about-the-nsr): How households come to be on the register.

:::`,
  },
  {
    id: "get-involved-partner-with-us",
    path: "/get-involved/partner-with-us",
    provenance: "spec",
    lead: `We welcome partners who share our goal of reaching poor and vulnerable households in Nigeria. Working together, we can make social protection fairer and more effective.`,
    body: `## Who we work with

::: cards 2

### Development partners {icon=partners}

International organisations and donors that fund, advise on or deliver social protection programmes.

### Government agencies {icon=coordinate}

Federal, state and local government bodies that want to reach poor and vulnerable households with their services.

### Non-governmental organisations {icon=community}

NGOs and civil society groups that support poor households and communities across the country.

### Researchers {icon=data}

Universities and research bodies that study poverty and social protection, and help us learn what works.

:::

## How we can work together

- Use the National Social Register to choose who your programme should reach.
- Support the work of building and updating the register in more communities.
- Share knowledge and skills in targeting, data and the delivery of support.
- Carry out research and evaluation that helps improve social protection.

## Using data from the register

Partners can ask for data from the register for their programmes, planning or research. Each request is reviewed before any data is shared, and the data must be used only for the purpose agreed. Read about [Accessing the NSR](/nsr/accessing-the-nsr) to find out how to apply.

## Get in touch

To talk to us about working together, e-mail ${contactLinks.infoEmail}. Tell us about your organisation and what you would like to do.`,
  },
  {
    id: "get-involved-our-stakeholders",
    path: "/get-involved/our-stakeholders",
    provenance: "spec",
    lead: `NASSCO works with donors, government agencies and private organisations. Together they support the register and the programmes that use it.`,
    body: `Our stakeholders give funding, technical advice, data and services. They help us build the register, keep it up to date and get support to the households on it. Select a name to visit that organisation's website.

::: stakeholders
:::

If your organisation would like to work with us, see [Partner With Us](/get-involved/partner-with-us).`,
  },
  {
    id: "get-involved-careers",
    path: "/get-involved/careers",
    provenance: "spec",
    lead: `Find out about jobs at NASSCO and how to protect yourself from fake job offers.`,
    body: `## Beware of fraudulent job offers

::: callout warning

Beware of job offers that ask you to pay a fee or to send your personal or banking details. NASSCO never charges fees at any stage of recruitment. If you receive an offer like this, do not pay and do not share your details. Report it on the toll-free line ${contactLinks.tollFree}.

:::

A job offer may be fake if:

- you are asked to pay for a form, training, an interview or a uniform
- you are asked for your bank account number, card details, PIN or passwords
- the offer comes from a personal e-mail address or phone number rather than an official channel
- you are offered a job without applying or without an interview

If you are not sure whether an offer is real, check the office's real channels and the fakes reported to it on [Is this real?](/is-this-real), or call ${contactLinks.tollFree} before you reply.`,
  },
  {
    id: "get-involved-learn-more-about-the-nsr",
    path: "/get-involved/learn-more-about-the-nsr",
    provenance: "spec",
    lead: `The National Social Register brings together four ways of finding poor and vulnerable households. This page explains each one, and how communities take part.`,
    body: `## Four targeting approaches

Targeting means deciding who should receive support. No single method is perfect, so the register combines four approaches. Each one checks and adds to the others.

::: steps illustrative

### Geographic targeting

Poverty maps, drawn from survey data, show which states, local government areas and communities are poorest. The register starts in these areas first. See [Our Targeting Approach](/nsr/our-targeting-approach).

### Community-based targeting

In each chosen community, residents meet and agree which households are poor and vulnerable. People who live in a community often know best who is struggling.

### Proxy means testing

It is hard to measure income directly, so trained enumerators record things that are easier to see, such as housing, assets and who lives in the household. A formula uses this information to estimate how poor each household is and to rank them.

### Categorical targeting

Some support goes to groups that share a need, such as households affected by a shock like a flood or displacement. This lets programmes respond quickly when a crisis happens.

:::

Read more about [how the NSR works](/nsr/how-the-nigeria-social-register-works).

## Community-based targeting

Community-based targeting puts local people at the centre of the register. It is carried out with the State Operations Coordinating Unit in each state. A team helps each community hold open meetings, where residents name the households they consider poor and vulnerable.

::: illustrative

The list is then read out in public so that people can check it and point out mistakes. Households on the agreed list are visited by enumerators, who collect the information used for the proxy means test.

:::

Find out about the team, the steps and the checks in the [community-based targeting process](/nsr/community-based-targeting-process).`,
  },
  {
    id: "resource-hub",
    path: "/resource-hub",
    provenance: "spec",
    lead: `Find news, documents, photos, videos and answers about NASSCO and the National Social Register in one place.`,
    body: `## What you will find here

The Resource Hub brings together our news and newsletters, policy and governance documents, and photo and video galleries. It also has answers to common questions, our privacy policy and our Environmental and Social Management Plan.

::: links

- [News](/resource-hub/news): News, announcements and newsletters from NASSCO.
- [Policy and Governance Documents](/resource-hub/policy-and-governance-documents): Policies, manuals, procedures, protocols and reports on the National Social Register.
- [Photo Gallery](/resource-hub/photo-gallery): Photographs of our work, meetings, trainings and field visits.
- [Video Gallery](/resource-hub/video-gallery): Interviews, event highlights and films about the register.
- [FAQs](/resource-hub/faqs): Answers to common questions about NASSCO and the register.
- [Privacy Policy](/resource-hub/privacy-policy): How we collect, store, protect and share personal data, and your rights.
- [Environmental and Social Management Plan (PDF)](/esmp.pdf): How we identify and manage the environmental and social risks of our work.

:::

## Environmental and Social Management Plan

The Environmental and Social Management Plan sets out how we identify, avoid and reduce any harm our work could cause to people or the environment. Download the [ESMP (PDF)](/esmp.pdf).`,
  },
  {
    id: "resource-hub-faqs",
    path: "/resource-hub/faqs",
    provenance: "spec",
    lead: `Quick answers to common questions about NASSCO, the National Social Register and how it is used.`,
    body: `These answers explain what the register is, how the data is collected and protected, and how to get help.

If you cannot find the answer you need, call the toll-free line ${contactLinks.tollFree} or e-mail ${contactLinks.infoEmail}.`,
  },
];
