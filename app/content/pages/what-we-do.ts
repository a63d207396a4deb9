import type { ContentPage } from "../types";

export const whatWeDoPages: ContentPage[] = [
  {
    path: "/what-we-do",
    provenance: "spec",
    lead: "We build the register of poor and vulnerable households and coordinate the programmes that use it to provide support.",
    blocks: [
      {
        type: "facts",
        facts: [
          { value: "September 2016", label: "Programme start" },
          { value: "36 states plus the FCT", label: "Coverage" },
          { value: "969", label: "Toll-free line for questions and complaints" },
        ],
      },
      { type: "heading", text: "The National Social Register" },
      {
        type: "paragraph",
        text: "The [National Social Register](/nsr) is a list of poor and vulnerable households in Nigeria. Communities help identify them, and trained teams record their details. Programmes use the register to decide who should receive support.",
      },
      { type: "heading", text: "The safety-nets programme" },
      {
        type: "paragraph",
        text: "We coordinate social safety-net programmes that use the register. Using one register helps support reach the right households and cuts down on duplication.",
      },
      { type: "heading", text: "Shock-responsive support" },
      {
        type: "paragraph",
        text: "When households are hit by a crisis, such as a flood, a conflict or a sharp rise in prices, the register helps government and partners find and reach them quickly.",
      },
      { type: "heading", text: "Grievance redress" },
      {
        type: "paragraph",
        text: "If you have a question or a complaint about the register or a programme, call our toll-free line, [969](tel:969). We record complaints and follow them up.",
      },
      { type: "heading", text: "Monitoring" },
      {
        type: "paragraph",
        text: "We track progress in all 36 states plus the FCT. We check the quality of the data and review how programmes are working, so we can fix problems and improve.",
      },
      { type: "heading", text: "Our programmes" },
      {
        type: "cards",
        columns: 3,
        cards: [
          {
            title: "National Cash Transfer Programme",
            text: "Regular cash support for poor and vulnerable households on the register.",
            icon: "cash",
            link: { text: "Read More", href: "/what-we-do/national-cash-transfer-programme" },
          },
          {
            title: "Community and Social Development Project",
            text: "Projects chosen and run by communities to improve basic services.",
            icon: "community",
            link: { text: "Read More", href: "/what-we-do/community-and-social-development-project" },
          },
          {
            title: "Youth Empowerment and Social Support Operations",
            text: "Life skills and public workfare for young people from poor households.",
            icon: "youth",
            link: { text: "Read More", href: "/what-we-do/youth-empowerment-and-social-support-operations" },
          },
        ],
      },
    ],
  },
  {
    path: "/what-we-do/national-cash-transfer-programme",
    provenance: "spec",
    lead: "The National Cash Transfer Programme gives regular cash support to poor and vulnerable households identified through the National Social Register.",
    blocks: [
      { type: "heading", text: "What the programme does" },
      {
        type: "paragraph",
        text: "The programme helps poor households meet their basic needs, such as food, health care and school costs. Regular support also helps households plan ahead and avoid selling the few things they own in hard times.",
      },
      { type: "heading", text: "Who can receive support" },
      {
        type: "paragraph",
        provenance: "illustrative",
        text: "Households are selected from the National Social Register. You cannot apply directly. Find out [how the register works](/nsr/how-the-nigeria-social-register-works) and [how communities take part](/nsr/community-based-targeting-process).",
      },
      { type: "heading", text: "The three components" },
      {
        type: "steps",
        steps: [
          {
            title: "Base cash transfer",
            text: "A regular payment to each eligible household, to help with everyday needs.",
          },
          {
            title: "Top-up based on state conditions",
            text: "An extra amount that can be added, depending on the conditions set in each state.",
          },
          {
            title: "Livelihood support",
            text: "Help for households to earn a steady income of their own, so they depend less on transfers over time.",
          },
        ],
      },
      { type: "heading", text: "Questions and complaints" },
      {
        type: "paragraph",
        text: "If you have a question about the programme, or think something has gone wrong, call our toll-free line, [969](tel:969). You can also contact [your state office](/where-we-work/our-state-offices).",
      },
      {
        type: "callout",
        tone: "warning",
        text: "You do not need to pay anyone to be on the register or to receive support. If someone asks you for money, report it by calling [969](tel:969).",
      },
    ],
  },
  {
    path: "/what-we-do/community-and-social-development-project",
    provenance: "illustrative",
    lead: "The Community and Social Development Project helps poor communities choose, build and look after the basic services they need most.",
    blocks: [
      { type: "heading", text: "What the project does" },
      {
        type: "paragraph",
        text: "The project follows a community-driven approach. Communities decide what they need most, plan the work and take part in building it. They then look after what they have built.",
      },
      { type: "heading", text: "How it works" },
      {
        type: "steps",
        steps: [
          {
            title: "Communities choose",
            text: "Community members meet, agree on their most pressing needs and choose a project.",
          },
          {
            title: "Communities plan",
            text: "With support from the state team, the community plans the project and how it will be managed.",
          },
          {
            title: "Communities build",
            text: "The community oversees the work and keeps track of how the money is spent.",
          },
          {
            title: "Communities maintain",
            text: "The community takes care of the finished project so it keeps serving people.",
          },
        ],
      },
      { type: "heading", text: "The kinds of projects supported" },
      {
        type: "list",
        items: [
          "classrooms and other school buildings",
          "health centres",
          "clean water and sanitation",
          "rural roads and small bridges",
          "markets and other shared facilities",
        ],
      },
      { type: "heading", text: "Where the project works" },
      {
        type: "paragraph",
        text: "The table lists the states of each of Nigeria's six geopolitical zones, including the Federal Capital Territory. To find out about projects in your area, contact [your state office](/where-we-work/our-state-offices).",
      },
      {
        type: "table",
        caption: "States participating in the Community and Social Development Project, by region",
        columns: ["Region", "Participating states"],
        rows: [
          ["North Central", "Benue, Kogi, Kwara, Nasarawa, Niger, Plateau, Federal Capital Territory (FCT)"],
          ["North East", "Adamawa, Bauchi, Borno, Gombe, Taraba, Yobe"],
          ["North West", "Jigawa, Kaduna, Kano, Katsina, Kebbi, Sokoto, Zamfara"],
          ["South East", "Abia, Anambra, Ebonyi, Enugu, Imo"],
          ["South South", "Akwa Ibom, Bayelsa, Cross River, Delta, Edo, Rivers"],
          ["South West", "Ekiti, Lagos, Ogun, Ondo, Osun, Oyo"],
        ],
        striped: true,
      },
    ],
  },
  {
    path: "/what-we-do/youth-empowerment-and-social-support-operations",
    provenance: "spec",
    lead: "Youth Empowerment and Social Support Operations (YESSO) help young people from poor and vulnerable households build skills and find work.",
    blocks: [
      { type: "heading", text: "Who it is for" },
      {
        type: "paragraph",
        text: "YESSO is for young people from poor and vulnerable households. Participants are identified through the [National Social Register](/nsr), so support goes to those who need it most.",
      },
      {
        type: "facts",
        facts: [
          { value: "over 500,000", label: "Young people targeted for life skills training" },
          { value: "1.5 million", label: "Young people targeted through public workfare" },
        ],
      },
      { type: "heading", text: "Life skills" },
      {
        type: "paragraph",
        text: "YESSO targets over 500,000 young people for life skills training. The training helps them build confidence, plan for the future and prepare for work.",
      },
      { type: "heading", text: "Public workfare" },
      {
        type: "paragraph",
        text: "YESSO also targets 1.5 million young people through public workfare. Participants are paid for work that benefits their communities, which gives them an income and work experience.",
      },
      { type: "heading", text: "How it links to the register" },
      {
        type: "paragraph",
        text: "YESSO uses the same register as other safety-net programmes. This helps programmes work together and keeps support fair. Read about [how the register works](/nsr/how-the-nigeria-social-register-works).",
      },
      {
        type: "paragraph",
        text: "For questions or complaints, call our toll-free line, [969](tel:969).",
      },
    ],
  },
];
