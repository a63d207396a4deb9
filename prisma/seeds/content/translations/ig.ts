import type { ContentTranslations } from "./types";

/** The pages readers need first, the FAQs, slides and figures in Igbo; drafts until reviewed by the office (decision 0045). */
export const ig: ContentTranslations = {
  pages: {
    "/what-we-do/national-cash-transfer-programme": {
      lead: "National Cash Transfer Programme (mmemme mba na-enye ezinụlọ ogbenye ego) na-enye ezinụlọ ndị ogbenye na ndị adịghị ike enyemaka ego mgbe niile. A na-achọpụta ezinụlọ ndị a site na National Social Register.",
      body: `## Ihe mmemme a na-eme

Mmemme a na-enyere ezinụlọ ndị ogbenye aka igbo mkpa ha ndị bụ isi, dịka nri, ahụike na ụgwọ akwụkwọ. Enyemaka a na-enweta mgbe niile na-enyekwa ezinụlọ aka ịkwado maka echi, ka ha ghara ire obere ihe ha nwere mgbe ihe siri ike.

## Enyemaka ego nwere ọnọdụ, n'ọnụọgụ

Enyemaka ego nwere ọnọdụ (conditional cash transfer) bụ naịra 75,000 maka ezinụlọ ọ bụla, maka ezinụlọ nde 15.

::: facts

- **naịra 75,000** Maka ezinụlọ ọ bụla
- **nde 15** Ezinụlọ

:::

## Ndị nwere ike ịnata enyemaka

::: illustrative

A na-ahọrọ ezinụlọ site na National Social Register. Ị nweghị ike itinye akwụkwọ n'onwe gị. Mụta [otú ndekọ a si arụ ọrụ](/nsr/how-the-nigeria-social-register-works) na [otú obodo si esonye](/nsr/community-based-targeting-process).

:::

## Akụkụ atọ ya

::: steps

### Isi enyemaka ego

Ego a na-akwụ mgbe niile nye ezinụlọ ọ bụla kwesịrị ịnata ya, iji nyere aka n'ihe ndị a chọrọ kwa ụbọchị.

### Ego mgbakwunye dabere n'ọnọdụ steeti

Ego ọzọ a pụrụ ịgbakwunye, dabere n'ọnọdụ steeti ọ bụla debere.

### Enyemaka ọrụ aka

Enyemaka ka ezinụlọ nwee ego nke ha na-abata mgbe niile, ka ha ghara ịdabere nke ukwuu n'enyemaka ego ka oge na-aga.

:::

## Ajụjụ na mkpesa

Ọ bụrụ na ị nwere ajụjụ gbasara mmemme a, ma ọ bụ ị chere na ihe mebiri, kpọọ nọmba ekwentị n'efu anyị, [969](tel:969), ma ọ bụ [kọọ nsogbu](/grievances/new) na weebụsaịtị a. Ị nwekwara ike ịkpọtụrụ [ụlọ ọrụ steeti gị](/where-we-work/our-state-offices).

::: callout warning

Ọ dịghị mkpa ịkwụ onye ọ bụla ego ka ị banye na ndekọ a ma ọ bụ ka ị nata enyemaka. Ọ bụrụ na onye ọ bụla arịọ gị ego, kọọ ya site n'ịkpọ [969](tel:969).

:::`,
    },
    "/nsr": {
      lead: "National Social Register (NSR) bụ ndepụta ezinụlọ ndị ogbenye na ndị adịghị ike na Naịjirịa. Steeti na obodo ha na-ewu ya ọnụ. Ọtụtụ mmemme na-eji ya ekpebi ndị ha ga-enyere aka.",
      body: `## Ihe ndekọ a bụ

Ndekọ a na-edekọ ezinụlọ ndị ogbenye na ndị adịghị ike, na ndị bi n'ime ha. Steeti ọ bụla na-ewu akụkụ nke ya n'ime ndekọ a. NASSCO na-achịkọta ndekọ steeti niile ka ha bụrụ otu ndekọ mba.

A na-achọta ezinụlọ site na nhọrọ site n'obodo. Nke a pụtara na ndị bi n'obodo ọ bụla na-enye aka ịchọpụta ezinụlọ kachasị dị ogbenye na ndị kachasị adịghị ike n'etiti ha.

## Ihe mere otu ndekọ ji dị mkpa

Ọtụtụ mmemme nwere ike iji otu ndekọ ahụ. Nke a na-eme ka mmemme ọ bụla ghara ịnakọta otu ozi ahụ ọzọ. Ọ na-enyekwa aka ka enyemaka ruo ezinụlọ ndị kachasị chọọ ya.

Mmemme ndị na-eji ndekọ a gụnyere [National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) na [Youth Empowerment and Social Support Operations](/what-we-do/youth-empowerment-and-social-support-operations).

## Mụtakwuo maka ndekọ a

::: links

- [Otú NSR Si Arụ Ọrụ](/nsr/how-the-nigeria-social-register-works): Maapụ ogbenye, nhọrọ site n'obodo, nnakọta ozi ezinụlọ, na proxy means test.
- [Otú Anyị Si Ahọrọ](/nsr/our-targeting-approach): Otú e si edebe ọchịchị ime obodo n'usoro, ma webata ha n'usoro n'usoro.
- [Usoro Nhọrọ Site n'Obodo](/nsr/community-based-targeting-process): Ndị otu nhọrọ, usoro anọ ahụ, na nnyocha.
- [Ebe NSR Ruru na Naịjirịa](/nsr/nsr-coverage-across-nigeria): Steeti, ọchịchị ime obodo, ezinụlọ na ndị mmadụ nọ na ndekọ a.
- [Inweta Ozi NSR](/nsr/accessing-the-nsr): Otú ụlọ ọrụ gọọmentị, NGO na ndị mmekọ nwere ike isi rịọ ozi.
- [NSR n'Ọrụ](/nsr/nsr-in-action): Mmemme ndị jirila ndekọ a.

:::`,
    },
    "/nsr/how-the-nigeria-social-register-works": {
      lead: "A na-etinye ezinụlọ na ndekọ a n'usoro anọ: maapụ ogbenye, nhọrọ site n'obodo, nnakọta ozi ezinụlọ, na proxy means test. Ule a na-edebe ezinụlọ n'usoro, site na nke kachasị dị ogbenye ruo nke ogbenye ya kacha nta.",
      body: `## Usoro anọ ahụ

::: steps

### Maapụ ogbenye

A na-eji ozi gbasara ogbenye dị adị achọta ọchịchị ime obodo na obodo ndị kachasị dị ogbenye. A na-ebu ụzọ lekwasị ebe ndị a anya.

### Nhọrọ site n'obodo

N'obodo ọ bụla a họọrọ, ndị obodo ahụ na-achọpụta ezinụlọ ndị ha chere na ha dị ogbenye ma adịghị ike.

### Nnakọta ozi ezinụlọ

Ndị na-anakọta ozi a zụrụ azụ na-eleta ezinụlọ ndị a chọpụtara. Ha na-anakọta ozi gbasara ezinụlọ ọ bụla na ndị bi na ya.

### Proxy means test

A na-eji proxy means test (PMT, ule na-atụ ogbenye) enye ozi ahụ akara. Ule a na-eji ihe ndị dị mfe ịhụ anya, dịka ọnọdụ ebe obibi na ihe onwunwe, iji tụọ otú ezinụlọ si dị ogbenye. Mgbe ahụ, a na-edebe ezinụlọ n'usoro.

:::

## Ndị kwesịrị

Usoro ahụ na-ekewa ezinụlọ n'otu iri hà nhata, nke a na-akpọ decile. Decile 1 nwere ezinụlọ ndị kachasị dị ogbenye.

Ezinụlọ nọ na decile 1 ruo 6 kwesịrị ịbanye na ndekọ mba nke ndị na-enweta enyemaka. Mmemme nwere ike ịhọrọ ezinụlọ ha ga-enyere aka n'ime otu a.

::: callout info

Ịnọ na ndekọ a n'onwe ya apụtaghị na ezinụlọ ga-enweta enyemaka. Mmemme ọ bụla nwere iwu nke ya gbasara ndị ọ na-enyere aka.

:::

## Mụtakwuo

Gụọ maka [otú anyị si ahọrọ](/nsr/our-targeting-approach) na [usoro nhọrọ site n'obodo](/nsr/community-based-targeting-process).`,
    },
    "/nsr/community-based-targeting-process": {
      lead: "Na nhọrọ site n'obodo (CBT), obodo n'onwe ha na-achọpụta ezinụlọ ndị ogbenye na ndị adịghị ike nke ha. Otu obere ndị otu na-edu usoro ahụ n'usoro anọ.",
      body: `## Ndị otu nhọrọ

Otu nhọrọ ọ bụla nwere mmadụ isii:

- onye ọrụ mmepe obodo 1, onye na-edu otu ahụ
- onye ọrụ 1 si na National Orientation Agency
- ndị ọrụ ọchịchị ime obodo 2 (ndị ọrụ ndị ọzọ)
- ndị na-anakọta ozi 2 maara iji kọmputa

## Usoro anọ ahụ

::: steps

### Nleta tupu nkọwa

Ndị otu ahụ na-eleta obodo ahụ tupu nhọrọ amalite. Ha na-akọwara ndị isi obodo ọrụ ahụ.

### Ịkọwara obodo na ịkpọkọta ha

Ndị otu ahụ na-akọwara obodo niile gbasara ndekọ a na usoro nhọrọ, ma na-agba onye ọ bụla ume ka o sonye.

### Nzukọ obodo

Obodo na-ezukọ iji chọpụta ezinụlọ ndị ogbenye na ndị adịghị ike nke ha. Ha na-ahọrọkwa otu na-ahụ maka idozi mkpesa, nwere otu nwoke na otu nwaanyị, ka ha na-anụ mkpesa.

### Nnakọta ozi ezinụlọ

Ndị na-anakọta ozi na-eleta ezinụlọ ndị a chọpụtara ma nakọta ozi ha. A na-etinye akara ebe (geo-tag) n'ezinụlọ ọ bụla, ka e dekọọ ebe ọ dị.

:::

## Inyocha na ịbinye aka na ndepụta

Onye na-ahụ maka mkpesa (grievance focal person), onye ọrụ mmepe obodo na ndị ọrụ steeti na-abịnye aka na ndepụta ezinụlọ ahụ.

A na-ebipụta ndepụta ahụ n'ụdị atọ, ya mere e nwere mbipụta atọ e binyere aka.

## Ọ bụrụ na ihe na-echegbu gị

Ọ bụrụ na ị nwere mkpesa gbasara nhọrọ n'obodo gị, gwa ndị otu mkpesa nke obodo gị, ma ọ bụ kpọọ nọmba ekwentị n'efu [969](tel:969).`,
    },
    "/nsr/accessing-the-nsr": {
      lead: "Ụlọ ọrụ gọọmentị, NGO na ndị mmekọ nwere ike ịrịọ ozi site na ndekọ a. A na-enyocha arịrịọ ọ bụla tupu e kesaa ozi ọ bụla.",
      body: `## Ndị nwere ike ịrịọ ozi

Ụlọ ọrụ gọọmentị, otu na-abụghị nke gọọmentị (NGO) na ndị mmekọ mmepe nwere ike ịrịọ ozi site na ndekọ a. Ozi ahụ na-enyere ha aka ịhazi enyemaka na iweta ya nye ezinụlọ ndị ogbenye na ndị adịghị ike.

## Otú e si arịọ ozi

::: steps

### Zipu fọm arịrịọ

Dejupụta [Fọm Arịrịọ Inweta Ozi](/nsr/data-access-request-form) n'ịntanetị. Ị nwekwara ike iji [fọm (PDF)](/data-access-request-form.pdf) ị ga-ebipụta.

### Anyị na-enyocha arịrịọ gị

Anyị na-enyocha ma arịrịọ ahụ kwekọrọ n'iwu, ihe a ga-eji ozi ahụ mee, na nchekwa ozi.

### Anyị na-ekesa ozi ahụ

Ọ bụrụ na a nabata arịrịọ ahụ, anyị na-ekesa ozi kwesịrị ekwesị. Anyị na-ebu ụzọ wepụ ihe ọ bụla na-egosi onye mmadụ bụ, ka a ghara ịmata onye ọ bụla.

:::

## Ichekwa ozi onwe onye

Ndekọ a nwere ozi onwe onye gbasara ọtụtụ nde mmadụ. Anyị na-ekesa naanị ihe arịrịọ chọrọ, ma naanị mgbe e wepụrụ ihe na-egosi onye mmadụ bụ. Gụọ [iwu nzuzo](/resource-hub/privacy-policy) anyị.

## Nweta enyemaka

Maka enyemaka gbasara arịrịọ, zigara nsr@nassp.gov.ng e-mail (a ka ga-akwado ya).

Oge ọrụ: 9am-5pm, Mọnde ruo Fraịde.`,
    },
    "/get-involved/careers": {
      lead: "Mụta maka ọrụ dị na NASSCO, na otú ị ga-esi chekwaa onwe gị pụọ n'aka ndị na-enye ọrụ aghụghọ.",
      body: `## Kpachara anya maka ọrụ aghụghọ

::: callout warning

Kpachara anya maka onye na-enye gị ọrụ ma rịọ gị ka ị kwụọ ego, ma ọ bụ ka i zipu ozi onwe gị ma ọ bụ ozi akaụntụ bank gị. NASSCO anaghị ana ego n'oge ọ bụla mgbe ọ na-ewe ndị ọrụ. Ọ bụrụ na mmadụ enye gị ọrụ dị otú a, akwụla ego, ekesakwala ozi gị. Kọọ ya na nọmba ekwentị n'efu [969](tel:969).

:::

Ọrụ e nyere gị nwere ike ịbụ aghụghọ ma ọ bụrụ na:

- a rịọ gị ka ị kwụọ ụgwọ fọm, ọzụzụ, ajụjụ ọnụ ma ọ bụ uwe ọrụ
- a rịọ gị nọmba akaụntụ bank gị, ozi kaadị gị, PIN ma ọ bụ okwuntughe gị
- onye na-enye ọrụ ahụ ji adreesị e-mail nke onwe ya ma ọ bụ nọmba ekwentị nke onwe ya, kama ụzọ ụlọ ọrụ ahụ kwadoro
- e nye gị ọrụ mgbe ị na-etinyeghị akwụkwọ, ma ọ bụ n'enweghị ajụjụ ọnụ

Ọ bụrụ na o doghị gị anya ma ọrụ ahụ ọ bụ eziokwu, lelee peeji a ma ọ bụ kpọọ [969](tel:969) tupu ị zaa.`,
    },
    "/resource-hub/faqs": {
      lead: "Azịza ngwa ngwa nye ajụjụ ndị a na-ajụkarị gbasara NASSCO, National Social Register na otú e si eji ya.",
      body: `Azịza ndị a na-akọwa ihe ndekọ ahụ bụ, otú e si anakọta ma chekwaa data ya, na otú ị ga-esi nweta enyemaka.

Ọ bụrụ na ịchọtaghị azịza ị chọrọ, kpọọ akara ekwentị n'efu [969](tel:969) ma ọ bụ zipu email na info@nassp.gov.ng (a ga-akwado ya).`,
    },
  },
  faqs: {
    "what-is-nassco": {
      question: "Gịnị bụ NASSCO?",
      answer:
        "NASSCO bụ National Social Safety-Nets Coordinating Office (ụlọ ọrụ na-ahazi enyemaka nchekwa). Ọ bụ ụlọ ọrụ gọọmentị etiti, e guzobere n'afọ 2016. Ọ na-ewu ma na-elekọta National Social Register nke ezinụlọ ndị ogbenye na ndị adịghị ike. Ọ na-ahazikwa mmemme nchekwa ọha mmadụ ndị na-eji ndekọ a, ma na-arụkọ ọrụ na steeti 36 na Federal Capital Territory. Gụọ ihe ndị ọzọ [banyere anyị](/who-we-are/about-us).",
    },
    "what-is-the-national-social-register": {
      question: "Gịnị bụ National Social Register (NSR)?",
      answer:
        "National Social Register (NSR), nke a na-akpọkwa Nigeria Social Register, bụ ndepụta ezinụlọ ndị ogbenye na ndị adịghị ike na Naịjirịa. Ọ na-edekọ ndị bi n'ezinụlọ ọ bụla, ebe ha bi na otú ha si ebi ndụ. Gọọmentị na ndị mmekọ ya na-eji ya ekpebi ndị kwesịrị ịnata enyemaka, ka enyemaka ruo ezinụlọ ndị kachasị chọọ ya. Lee [otú NSR si arụ ọrụ](/nsr/how-the-nigeria-social-register-works).",
    },
    "is-the-nsr-used-only-for-cash-transfers": {
      question: "Ọ bụ naanị maka enyemaka ego ka a na-eji NSR?",
      answer:
        "Mba. [National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) na-eji ndekọ a, mana mmemme ndị ọzọ na-ejikwa ya. Ha gụnyere [ọrụ mmepe obodo](/what-we-do/community-and-social-development-project), [enyemaka maka ndị ntorobịa](/what-we-do/youth-empowerment-and-social-support-operations), na enyemaka nye ezinụlọ mgbe ọdachi dịka idei mmiri mechara. Ụlọ ọrụ gọọmentị na ndị mmekọ na-ejikwa ya ahazi ọrụ ha. Lee [NSR n'ọrụ](/nsr/nsr-in-action).",
    },
    "how-is-the-data-collected": {
      question: "Kedu otú e si anakọta ozi ahụ?",
      answer:
        "A na-ewu ndekọ a karịsịa site na nhọrọ site n'obodo. NASSCO na ụlọ ọrụ nhazi nke steeti (State Operations Coordinating Unit) dị na steeti ọ bụla na-arụ ọrụ a ọnụ. Maapụ ogbenye na-egosi ebe a ga-ebu ụzọ malite. N'obodo ọ bụla a họọrọ, ndị bi ebe ahụ na-ezukọ ma kpọọ aha ezinụlọ ndị ha maara na ha dị ogbenye ma adịghị ike. Mgbe ahụ, ndị na-anakọta ozi a zụrụ azụ na-eleta ezinụlọ ndị ahụ ma dekọọ ozi gbasara ha. Gụọ maka [usoro nhọrọ site n'obodo](/nsr/community-based-targeting-process).",
    },
    "who-can-access-the-data-and-how": {
      question: "Ònye nwere ike inweta ozi ahụ, oleekwa otú?",
      answer:
        "Ụlọ ọrụ gọọmentị, otu na-abụghị nke gọọmentị (NGO) na ndị mmekọ mmepe nwere ike ịrịọ ozi site na ndekọ a. Budata [Fọm Arịrịọ Inweta Ozi (PDF)](/data-access-request-form.pdf), dejupụta ya, ma zigara ụlọ ọrụ ahụ na nsr@nassp.gov.ng (a ka ga-akwado ya). Ị nwekwara ike itinye arịrịọ [n'ịntanetị](/nsr/data-access-request-form). Ụlọ ọrụ ahụ na-enyocha arịrịọ ọ bụla tupu e kesaa ozi ọ bụla. Mụtakwuo maka [inweta ozi NSR](/nsr/accessing-the-nsr).",
    },
    "how-do-i-make-a-complaint": {
      question: "Kedu otú m ga-esi mee mkpesa?",
      answer:
        "Kpọọ nọmba ekwentị n'efu [969](tel:969), ma ọ bụ dejupụta fọm [Kọọ nsogbu](/grievances/new) na weebụsaịtị a: n'ụzọ abụọ ahụ, ị ga-enweta nọmba ntụaka na koodu iji soro mkpesa gị. Ị nwere ike ịkọ nsogbu gbasara ndekọ a ma ọ bụ mmemme, ma ọ bụ kọọ aghụghọ. Ịkpọ nọmba a bụ n'efu. Ị nwekwara ike ịkpọtụrụ [ụlọ ọrụ dị na steeti gị](/where-we-work/our-state-offices). Onye ọ bụla ekwesịghị ịrịọ gị ego ka e tinye gị na ndekọ a ma ọ bụ ka ị nata enyemaka. Ọ bụrụ na onye ọ bụla emee otú ahụ, kọọ ya na [969](tel:969).",
    },
    "why-can-the-data-be-trusted": {
      question: "Gịnị mere a ga-eji tụkwasị ozi ahụ obi?",
      answer:
        "Obodo n'onwe ha na-enyocha ozi ahụ. A na-agụpụta ndepụta ezinụlọ ma kwekọrịta na ya na nzukọ obodo, ka ndị agbata obi nwee ike ikwu ma e hapụrụ mmadụ, ma ọ bụ tinye mmadụ n'ụzọ na-ezighị ezi. Ndị nlekọta na-enyocha ọrụ ndị na-anakọta ozi. A na-enyochakwa ozi ahụ ka a chọpụta ihe fọdụrụ na ihe e dere ugboro abụọ. Iwu nchekwa ozi Naịjirịa na-echekwa ozi ahụ. Gụọ [iwu nzuzo](/resource-hub/privacy-policy) anyị.",
    },
    "how-many-people-does-the-register-cover": {
      question: "Mmadụ ole ka ndekọ a gụnyere?",
      answer:
        "Ndekọ a nwere ozi gbasara ihe karịrị nde mmadụ 65 na steeti 36 na Federal Capital Territory. Peeji ndị ọzọ na weebụsaịtị a na-ekwu na ọ karịrị nde mmadụ 70. Ọnụọgụgụ abụọ ahụ dị n'akwụkwọ ụlọ ọrụ ahụ. Lee [ebe NSR ruru na Naịjirịa](/nsr/nsr-coverage-across-nigeria).",
    },
    "how-is-the-register-linked-to-the-national-identification-number": {
      question: "Kedu otú ndekọ a si jikọọ na National Identification Number (NIN)?",
      answer:
        "NASSCO na-ejikọ ozi ezinụlọ ọ bụla dị na ndekọ a na National Identification Number (NIN, nọmba njirimara mba). Ọ bụ [National Identity Management Commission](https://nimc.gov.ng) na-enye NIN. Ijikọ ozi na NIN na-enyere aka ịkwado na ndị mmadụ bụ ndị ha kwuru na ha bụ. Ọ na-enyekwa aka ịchọpụta ozi e dere ugboro abụọ, ma hụ na enyemaka ruru onye kwesịrị ya.",
    },
    "what-is-the-communitys-role": {
      question: "Gịnị bụ ọrụ obodo?",
      answer:
        "Obodo nọ n'etiti ndekọ a. Ndị obodo na-esonye na nzukọ ndị na-achọpụta ezinụlọ ndị ogbenye na ndị adịghị ike. Ha na-enyocha ndepụta ahụ n'ihu ọha ma gosi ebe njehie dị. Ha na-enyekwa ndị ọzọ nọ n'obodo ha aka ịghọta usoro ahụ, ma na-eme mkpesa na [969](tel:969) mgbe ihe mebiri.",
    },
  },
  slides: {
    "national-social-register": {
      title: "National Social Register",
      description: "Ndekọ ezinụlọ ndị ogbenye na ndị adịghị ike na steeti ọ bụla, nke e wuru ya na obodo n'onwe ha.",
    },
    "community-based-targeting": {
      title: "Nhọrọ site n'obodo",
      description: "Obodo na-enye aka ịchọpụta ezinụlọ kachasị dị ogbenye. Otu kọmitii mkpesa na-anụ ihe na-echegbu ndị mmadụ.",
    },
    "coverage-across-nigeria": {
      title: "Ebe ọ ruru na Naịjirịa",
      description: "Steeti 36 niile na Federal Capital Territory na-esonye n'ịrụ ndekọ a.",
    },
    "call-969": {
      title: "Kpọọ 969",
      description: "Nọmba ekwentị n'efu maka ajụjụ na mkpesa gbasara National Social Register.",
    },
    "linking-records-to-the-nin": {
      title: "Ijikọ ozi na NIN",
      description: "A na-ejikọ ozi ezinụlọ na National Identification Numbers, ka enyemaka ruo ndị kwesịrị ya.",
    },
    "data-for-social-programmes": {
      title: "Ozi maka mmemme ọha",
      description: "Ụlọ ọrụ gọọmentị na ndị mmekọ nwere ike ịrịọ ozi ndekọ a maka mmemme ha. A na-ewepụ ihe na-egosi onye mmadụ bụ.",
    },
    "working-with-partners": {
      title: "Ịrụkọ ọrụ na ndị mmekọ",
      description: "NASSCO na steeti, ndị mmekọ mmepe na otu ọha (civil society) na-arụkọ ọrụ maka nchekwa ọha mmadụ.",
    },
  },
  counters: {
    states: { label: "Steeti na Naịjirịa + FCT" },
    households: { label: "Ezinụlọ Ndị Ogbenye na Ndị Adịghị Ike" },
    individuals: { label: "Ndị Mmadụ n'Ezinụlọ Ndị Ogbenye na Ndị Adịghị Ike" },
    communities: { label: "Obodo" },
    wards: { label: "Wọọdụ" },
    lgas: { label: "LGA (ọchịchị ime obodo)" },
  },
  notices: {
    "call-969-for-enquiries-and-complaints": { title: "Kpọọ 969, ahịrị ekwentị n'efu, maka ajụjụ na mkpesa gbasara NSR" },
    "request-nsr-data-online": { title: "Otu dị iche iche nwere ike ịrịọ data NSR n'ịntanetị ugbu a site na Fọm Arịrịọ Inweta Ozi" },
    "nassco-never-charges-fees": { title: "NASSCO anaghị ana ego maka ọrụ ma ọ bụ ndebanye aha: kọọ onye ọ bụla rịọrọ ya na 969" },
    "nsr-summary-by-lga-searchable": { title: "Ugbu a enwere ike ịchọ, ịhazi na ibudata nchịkọta NSR site n'ọchịchị ime obodo dị ka CSV" },
    "new-policy-and-governance-documents": { title: "Agbakwunyela akwụkwọ iwu na ọchịchị ọhụrụ na Resource Hub" },
  },
};
