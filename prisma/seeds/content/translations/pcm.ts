import type { ContentTranslations } from "./types";

/** The need-first content in Nigerian Pidgin (Naijá); a draft until reviewed by the office (decision 0045). Terms: docs/glossary/pcm.md. */
export const pcm: ContentTranslations = {
  pages: {
    "/what-we-do/national-cash-transfer-programme": {
      lead: "Di National Cash Transfer Programme (goment programme wey dey send money give households) dey give regular cash support to poor and vulnerable households wey dem find through di National Social Register.",
      body: `## Wetin di programme dey do

Di programme dey help poor households to pay for di tins wey dem need pass, like food, hospital and school. Regular support also dey help households plan for tomorrow, so dem no go sell di small tins wey dem get wen times hard.

## Di conditional cash transfer for numbers

Di conditional cash transfer na 75,000 naira for each household, for 15 million households.

::: facts

- **75,000 naira** For each household
- **15 million** Households

:::

## Who fit get support

::: illustrative

Dem dey choose households from di National Social Register. You no fit apply by yourself. Find out [how di register dey work](/nsr/how-the-nigeria-social-register-works) and [how communities dey take part](/nsr/community-based-targeting-process).

:::

## Di three parts

::: steps

### Base cash transfer

Regular payment to every household wey qualify, to help wit everyday needs.

### Top-up wey depend on di state

Extra money wey dem fit add, depending on di conditions wey each state set.

### Support to make money

Help for households to get dia own steady income, so dat wit time dem no go depend on transfers too much.

:::

## Questions and complain

If you get question about di programme, or you tink say something don go wrong, call our free line, [969](tel:969), or [report di problem](/grievances/new) for dis website. You fit also contact [di office for your state](/where-we-work/our-state-offices).

::: callout warning

You no need to pay anybody to dey di register or to get support. If anybody ask you for money, report am: call [969](tel:969).

:::`,
    },
    "/nsr": {
      lead: "Di National Social Register (NSR) na list of poor and vulnerable households for Naija. Di states dey build am wit dia communities, and plenty programmes dey use am to decide who dem go support.",
      body: `## Wetin di register be

Di register dey record poor and vulnerable households and di pipo wey dey live inside dem. Each state dey build im own part of di register. NASSCO dey join di state registers togeda into one national register.

Dem dey find households through community-based targeting. Dis one mean say pipo for each community dey help find di households wey poor pass and wey dey suffer pass among dem.

## Why one register important

Plenty programmes fit use di same register. So each programme no need to collect di same information again. E also dey help support reach di households wey need am pass.

Programmes wey dey use di register include [di National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) and [Youth Empowerment and Social Support Operations](/what-we-do/youth-empowerment-and-social-support-operations).

## Learn more about di register

::: links

- [How di NSR Dey Work](/nsr/how-the-nigeria-social-register-works): Poverty map, community targeting, enumeration and di proxy means test.
- [How We Dey Choose Areas](/nsr/our-targeting-approach): How dem dey rank local government areas and bring dem in, step by step.
- [Community-Based Targeting](/nsr/community-based-targeting-process): Di targeting team, di four steps and di checks.
- [Where di NSR Reach](/nsr/nsr-coverage-across-nigeria): States, local government areas, households and pipo wey dey di register.
- [How to get data from di NSR](/nsr/accessing-the-nsr): How goment agencies, NGOs and partners fit request data.
- [NSR for Work](/nsr/nsr-in-action): Programmes wey don use di register.

:::`,
    },
    "/nsr/how-the-nigeria-social-register-works": {
      lead: "Households dey enter di register for four stages: poverty map, community targeting, enumeration and proxy means test. Di test dey arrange households from di poorest to di one wey no too poor.",
      body: `## Di four stages

::: steps

### Poverty map

Dem dey use poverty data wey dey already to find di local government areas and communities wey poor pass. Na dis areas dem dey start from.

### Community targeting

For each community wey dem choose, di community pipo dey show di households wey dem see as poor and vulnerable.

### Enumeration

Enumerators wey dem train dey visit di households wey di community show. Dem dey collect information about each household and di pipo inside am.

### Proxy means test

Dem dey score di information wit proxy means test (PMT). Di test dey use tins wey easy to see, like how pipo dey live and wetin dem get, to measure how poor one household be. Then dem go arrange di households in order.

:::

## Who qualify

Di ranking dey divide households into ten equal groups, wey dem dey call deciles. Decile 1 na di poorest households.

Households for decile 1 to 6 qualify for di national beneficiary register (list of pipo wey fit collect support). Programmes fit choose di households wey dem go support from dis group.

::: callout info

To dey di register no mean say di household go surely get support. Each programme get im own rules for who e go support.

:::

## Find out more

Read about [how we dey choose areas](/nsr/our-targeting-approach) and di [community-based targeting process](/nsr/community-based-targeting-process).`,
    },
    "/nsr/community-based-targeting-process": {
      lead: "For community-based targeting (CBT), communities demsef dey find dia own poor and vulnerable households. One small team dey guide di process for four steps.",
      body: `## Di targeting team

Each targeting team get six pipo:

- 1 community development officer, wey dey lead di team
- 1 officer from di National Orientation Agency
- 2 local government officers (oda officers)
- 2 enumerators wey sabi use computer

## Di four steps

::: steps

### Visit before di work start

Di team dey visit di community before targeting start. Dem dey tell di community leaders about di work.

### Community sensitization and mobilization

Di team dey explain di register and how targeting dey work to di whole community, and dem dey encourage everybody to take part.

### Community meeting

Di community dey meet to find im poor and vulnerable households. Di community also dey choose one complain committee, wit one man and one woman, to hear complain.

### Enumeration

Enumerators dey visit di households wey di community find and collect dia information. Dem dey geo-tag each household, so dem go record where e dey.

:::

## How dem dey check and sign di lists

Di person wey dey handle complain, di community development officer and state officials dey sign di lists of households.

Dem dey make di lists in triplicate, so three signed copies dey.

## If something dey worry you

If you get complain about targeting for your community, talk to di complain committee for your community or call di free line [969](tel:969).`,
    },
    "/nsr/accessing-the-nsr": {
      lead: "Goment agencies, NGOs and partners fit request data from di register. Dem dey check every request before dem share any data.",
      body: `## Who fit request data

Goment agencies, non-governmental organisations (NGOs) and development partners fit ask for data from di register. Di data dey help dem plan and bring support to poor and vulnerable households.

## How to request data

::: steps

### Send request form

Fill di [Data Access Request Form](/nsr/data-access-request-form) online. You fit also use di [form (PDF)](/data-access-request-form.pdf) wey you fit print.

### We go check your request

We dey check if di request follow di rules, wetin e dey for, and if e protect pipo data.

### We go share di data

If we approve di request, we go share di data wey concern am. Di data dey anonymised, so nobody fit know which person be which.

:::

## How we dey protect personal data

Di register get personal information about millions of pipo. We dey share only wetin di request need, and only as anonymised data. Read our [privacy policy](/resource-hub/privacy-policy).

## Get help

For help wit your request, e-mail nsr@nassp.gov.ng (we never confirm am).

Office hours: 9am-5pm Monday to Friday.`,
    },
    "/get-involved/careers": {
      lead: "Find out about jobs for NASSCO and how to protect yourself from fake job offer.",
      body: `## Shine your eye for fake job offer

::: callout warning

Shine your eye for job offer wey ask you to pay money or to send your personal or bank details. NASSCO no dey collect money for any stage of recruitment. If you get offer like dis, no pay and no give your details. Report am for di free line [969](tel:969).

:::

Job offer fit be fake if:

- dem ask you to pay for form, training, interview or uniform
- dem ask for your bank account number, card details, PIN or password
- di offer come from personal e-mail address or phone number, no be from official channel
- dem give you job wey you no apply for, or wey you no do interview for

If you no sure say one offer na real, check dis page or call [969](tel:969) before you reply.`,
    },
    "/resource-hub/faqs": {
      lead: "Quick answers to di questions wey people dey ask well-well about NASSCO, di National Social Register and how dem dey use am.",
      body: `Dis answers dey explain wetin di register be, how dem dey collect di data and protect am, and how you fit get help.

If you no see di answer wey you need, call di free line [969](tel:969) or send email to info@nassp.gov.ng (we go confirm am).`,
    },
  },
  faqs: {
    "what-is-nassco": {
      question: "Wetin be NASSCO?",
      answer:
        "NASSCO na di National Social Safety-Nets Coordinating Office. E be federal goment office, wey dem set up for 2016. E dey build and take care of di National Social Register (di list of poor and vulnerable households for Naija). E also dey arrange di social protection programmes wey dey use di register, wit di 36 states and di Federal Capital Territory. Read more [about us](/who-we-are/about-us).",
    },
    "what-is-the-national-social-register": {
      question: "Wetin be di National Social Register (NSR)?",
      answer:
        "Di National Social Register (NSR), wey dem also dey call di Nigeria Social Register, na list of poor and vulnerable households for Naija. E dey record who dey live for each household, where dem dey live and how dem dey live. Goment and im partners dey use am to decide who suppose get support, so dat help go reach di households wey need am pass. See [how di NSR dey work](/nsr/how-the-nigeria-social-register-works).",
    },
    "is-the-nsr-used-only-for-cash-transfers": {
      question: "Na only cash transfer dem dey use di NSR for?",
      answer:
        "No. Di [National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) dey use di register, but oda programmes dey use am too. Dem include [community development projects](/what-we-do/community-and-social-development-project), [support for young pipo](/what-we-do/youth-empowerment-and-social-support-operations) and help for households afta disaster like flood. Goment agencies and partners also dey use am to plan services. See [NSR for work](/nsr/nsr-in-action).",
    },
    "how-is-the-data-collected": {
      question: "How dem dey collect di data?",
      answer:
        "Dem dey build di register mainly through community-based targeting (wen community pipo demsef dey choose di poor households). NASSCO dey do am wit di State Operations Coordinating Unit (di NASSCO office for each state) for each state. Poverty maps dey show which areas to start from. For each community wey dem choose, di pipo wey dey live there dey meet and name di households wey dem know say dey poor and vulnerable. Then enumerators wey dem train dey visit dis households and write information about dem. Read about di [community-based targeting process](/nsr/community-based-targeting-process).",
    },
    "who-can-access-the-data-and-how": {
      question: "Who fit get di data, and how?",
      answer:
        "Goment agencies, non-governmental organisations (NGOs) and development partners fit ask for data from di register. Download di [Data Access Request Form (PDF)](/data-access-request-form.pdf), fill am and send am to di office for nsr@nassp.gov.ng (we never confirm am). You fit also apply [online](/nsr/data-access-request-form). Di office dey check every request before dem share any data. Find out more about [how to get data from di NSR](/nsr/accessing-the-nsr).",
    },
    "how-do-i-make-a-complaint": {
      question: "How I fit make complain?",
      answer:
        "Call di free line [969](tel:969), or fill di [Report problem](/grievances/new) form for dis website: any one you use, you go get reference and code to follow your report. You fit report problem wit di register or wit one programme, or report fraud. To call dis number na free. You fit also contact di [office for your state](/where-we-work/our-state-offices). Nobody suppose ask you for money to put you for di register or to give you support. If anybody do am, report am for [969](tel:969).",
    },
    "why-can-the-data-be-trusted": {
      question: "Why we fit trust di data?",
      answer:
        "Communities demsef dey check di data. Dem dey read di lists of households out and agree on dem for community meetings, so neighbours fit talk if dem miss person or put person wey no suppose dey. Supervisors dey check di work of enumerators, and dem dey check di records for gaps and for names wey appear two times. Nigeria data protection law dey protect di data. Read our [privacy policy](/resource-hub/privacy-policy).",
    },
    "how-many-people-does-the-register-cover": {
      question: "How many pipo di register cover?",
      answer:
        "Di register get data for more than 65 million pipo for di 36 states and di Federal Capital Territory. Some oda pages of dis website talk say e pass 70 million pipo. Di two numbers dey for di office material. See [where di NSR reach](/nsr/nsr-coverage-across-nigeria).",
    },
    "how-is-the-register-linked-to-the-national-identification-number": {
      question: "How di register take connect to di National Identification Number (NIN)?",
      answer:
        "NASSCO dey connect each household record for di register to one National Identification Number (NIN). Na di [National Identity Management Commission](https://nimc.gov.ng) dey give di NIN. To connect records to NIN dey help confirm say pipo na who dem say dem be. E also dey help find records wey appear two times, and make sure say support reach di correct person.",
    },
    "what-is-the-communitys-role": {
      question: "Wetin be di work of di community?",
      answer:
        "Communities dey for di centre of di register. Community pipo dey take part for di meetings wey dey find poor and vulnerable households. Dem dey check di lists for public and show di mistakes. Dem also dey help oda pipo for dia community understand di process, and dem dey report complain for [969](tel:969) wen something go wrong.",
    },
  },
  slides: {
    "national-social-register": {
      title: "Di National Social Register",
      description: "Record of poor and vulnerable households for every state, wey dem build wit di communities demsef.",
    },
    "community-based-targeting": {
      title: "Community-based targeting",
      description: "Communities dey help find di poorest households, and one complain committee dey hear wetin dey worry pipo.",
    },
    "coverage-across-nigeria": {
      title: "Where di register reach for Naija",
      description: "All 36 states and di Federal Capital Territory dey take part to build di register.",
    },
    "call-969": {
      title: "Call 969",
      description: "Di free line for questions and complain about di National Social Register.",
    },
    "linking-records-to-the-nin": {
      title: "We dey connect records to di NIN",
      description: "We dey connect household records to National Identification Numbers, so support go reach di correct pipo.",
    },
    "data-for-social-programmes": {
      title: "Data for social programmes",
      description: "Goment agencies and partners fit request anonymised data from di register for dia programmes.",
    },
    "working-with-partners": {
      title: "We dey work wit partners",
      description: "NASSCO dey work wit states, development partners and civil society on social protection.",
    },
  },
  counters: {
    states: { label: "States for Naija + FCT" },
    households: { label: "Poor & Vulnerable Households" },
    individuals: { label: "Pipo for PVHH" },
    communities: { label: "Communities" },
    wards: { label: "Wards" },
    lgas: { label: "LGAs" },
  },
  notices: {
    "call-969-for-enquiries-and-complaints": {
      title: "Call 969, di free line, for question and complain about di National Social Register",
    },
    "request-nsr-data-online": { title: "Organisation fit now ask for NSR data online with di Data Access Request Form" },
    "nassco-never-charges-fees": { title: "NASSCO no dey collect money for work or registration: report anybody wey ask for am on 969" },
    "nsr-summary-by-lga-searchable": { title: "You fit now search, arrange and download di NSR summary by LGA as CSV" },
    "new-policy-and-governance-documents": { title: "New policy and governance documents don enter di Resource Hub" },
  },
};
