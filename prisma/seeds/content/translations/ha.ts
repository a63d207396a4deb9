import type { ContentTranslations } from "./types";

/** The content readers need first, in Hausa; a draft until reviewed by the office (decision 0045). */
export const ha: ContentTranslations = {
  pages: {
    "/what-we-do/national-cash-transfer-programme": {
      lead: "National Cash Transfer Programme (shirin tallafin kuɗi na ƙasa) yana ba da tallafin kuɗi a kai a kai ga gidaje matalauta da marasa galihu da aka gano ta National Social Register (rajistar gidaje matalauta da marasa galihu ta ƙasa).",
      body: `## Abin da shirin yake yi

Shirin yana taimaka wa gidaje matalauta su biya buƙatunsu na yau da kullum, kamar abinci, kula da lafiya da kuɗin makaranta. Tallafi na kai a kai kuma yana taimaka wa gidaje su tsara gaba, kada su sayar da ƴan abubuwan da suka mallaka a lokacin wahala.

## Tallafin kuɗi mai sharaɗi a alƙaluma

Tallafin kuɗi mai sharaɗi (conditional cash transfer) naira 75,000 ne ga kowane gida, ga gidaje miliyan 15.

::: facts

- **naira 75,000** Ga kowane gida
- **miliyan 15** Gidaje

:::

## Wa zai iya samun tallafi

::: illustrative

Ana zaɓen gidaje daga National Social Register. Ba za ku iya neman tallafin kai tsaye ba. Ku karanta [yadda rajistar ke aiki](/nsr/how-the-nigeria-social-register-works) da [yadda al'umma ke shiga cikin aikin](/nsr/community-based-targeting-process).

:::

## Sassa uku na shirin

::: steps

### Tallafin kuɗi na asali

Kuɗi da ake biya a kai a kai ga kowane gida da ya cancanta, don taimakawa da buƙatun yau da kullum.

### Ƙarin kuɗi bisa yanayin jiha

Ƙarin kuɗi da za a iya ƙarawa, ya danganta da sharuɗɗan da kowace jiha ta sa.

### Taimakon sana'a

Taimako ga gidaje don su sami abin samun kuɗi na kansu mai ɗorewa, domin su rage dogaro da tallafi a hankali.

:::

## Tambayoyi da ƙorafi

Idan kuna da tambaya game da shirin, ko kuna ganin wani abu ya lalace, ku kira layin waya na kyauta, [969](tel:969), ko ku [kai rahoton matsala](/grievances/new) a wannan shafin. Za ku iya kuma tuntuɓar [ofishin jiharku](/where-we-work/our-state-offices).

::: callout warning

Ba sai ku biya kowa kuɗi ba don shiga rajistar ko don samun tallafi. Idan wani ya nemi kuɗi a wurinku, ku sanar da mu ta hanyar kiran [969](tel:969).

:::`,
    },
    "/nsr": {
      lead: "National Social Register (NSR) jerin gidaje matalauta da marasa galihu ne a Najeriya. Jihohi ne ke gina ta tare da al'ummominsu, kuma shirye-shirye da yawa suna amfani da ita don yanke shawarar wanda za su tallafa wa.",
      body: `## Menene rajistar

Rajistar tana rubuta gidaje matalauta da marasa galihu da mutanen da ke zaune a cikinsu. Kowace jiha tana gina nata ɓangaren rajistar. NASSCO tana haɗa rajistocin jihohi su zama rajista ɗaya ta ƙasa.

Ana gano gidaje ta hanyar tantance gidaje ta hannun al'umma. Wannan yana nufin mutanen kowace al'umma suna taimakawa wajen gano gidajen da suka fi talauci da rashin galihu a cikinsu.

## Me ya sa rajista ɗaya take da muhimmanci

Shirye-shirye da yawa za su iya amfani da rajista ɗaya. Wannan yana hana kowane shiri sake tattara bayanai iri ɗaya. Kuma yana taimaka wa tallafi ya kai ga gidajen da suka fi buƙata.

Shirye-shiryen da ke amfani da rajistar sun haɗa da [National Cash Transfer Programme (shirin tallafin kuɗi na ƙasa)](/what-we-do/national-cash-transfer-programme) da [Youth Empowerment and Social Support Operations (tallafin matasa)](/what-we-do/youth-empowerment-and-social-support-operations).

## Ƙarin bayani kan rajistar

::: links

- [Yadda NSR ke aiki](/nsr/how-the-nigeria-social-register-works): Taswirar talauci, tantance gidaje ta hannun al'umma, tattara bayanai da gwajin auna talauci.
- [Yadda muke zaɓen wurare](/nsr/our-targeting-approach): Yadda ake jera ƙananan hukumomi da shigar da su, kashi-kashi.
- [Tantance gidaje ta hannun al'umma](/nsr/community-based-targeting-process): Tawagar tantancewa, matakai huɗu da bincike.
- [Yawan NSR a Najeriya](/nsr/nsr-coverage-across-nigeria): Jihohi, ƙananan hukumomi, gidaje da mutanen da ke cikin rajistar.
- [Samun bayanai daga NSR](/nsr/accessing-the-nsr): Yadda hukumomin gwamnati, ƙungiyoyi masu zaman kansu (NGO) da abokan hulɗa za su iya neman bayanai.
- [NSR a aikace](/nsr/nsr-in-action): Shirye-shiryen da suka yi amfani da rajistar.

:::`,
    },
    "/nsr/how-the-nigeria-social-register-works": {
      lead: "Ana shigar da gidaje cikin rajistar a matakai huɗu: taswirar talauci, tantance gidaje ta hannun al'umma, tattara bayanai da gwajin auna talauci. Gwajin yana jera gidaje daga mafi talauci zuwa mafi ƙarancin talauci.",
      body: `## Matakai huɗu

::: steps

### Taswirar talauci

Ana amfani da bayanan talauci da ake da su don gano ƙananan hukumomi da al'ummomin da suka fi talauci. Ana fara zuwa waɗannan wurare.

### Tantance gidaje ta hannun al'umma

A kowace al'umma da aka zaɓa, ƴan al'ummar suna gano gidajen da suke ganin matalauta ne kuma marasa galihu.

### Tattara bayanai

Masu tattara bayanai da aka horar suna ziyartar gidajen da aka gano. Suna tattara bayanai game da kowane gida da mutanen da ke cikinsa.

### Gwajin auna talauci

Ana ba bayanan maki da gwajin auna talauci (proxy means test, PMT). Gwajin yana amfani da abubuwan da ke da sauƙin gani, kamar yanayin rayuwa da kayan da gida ya mallaka, don ƙiyasta yawan talaucin gida. Sannan ana jera gidaje.

:::

## Wa ya cancanta

Jerin yana raba gidaje zuwa rukuni goma daidai, da ake kira deciles. Rukuni na 1 yana ɗauke da gidajen da suka fi talauci.

Gidaje a rukuni na 1 zuwa na 6 sun cancanci shiga rajistar masu cin gajiya ta ƙasa. Shirye-shirye za su iya zaɓar gidajen da za su tallafa wa daga cikin wannan rukuni.

::: callout info

Kasancewa a cikin rajistar ba shi kaɗai yake nufin gida zai sami tallafi ba. Kowane shiri yana da nasa ƙa'idojin wanda zai tallafa wa.

:::

## Ƙarin bayani

Ku karanta game da [yadda muke zaɓen wurare](/nsr/our-targeting-approach) da [tantance gidaje ta hannun al'umma](/nsr/community-based-targeting-process).`,
    },
    "/nsr/community-based-targeting-process": {
      lead: "A tantance gidaje ta hannun al'umma (CBT), al'umma ce ke gano gidajenta matalauta da marasa galihu da kanta. Ƙaramar tawaga ce ke jagorantar aikin a matakai huɗu.",
      body: `## Tawagar tantancewa

Kowace tawagar tantancewa tana da mutane shida:

- Jami'in ci gaban al'umma 1, wanda ke jagorantar tawagar
- Jami'i 1 daga National Orientation Agency (hukumar wayar da kan jama'a ta ƙasa)
- Jami'an ƙaramar hukuma 2 (wasu jami'ai)
- Masu tattara bayanai 2 da suka iya amfani da kwamfuta

## Matakai huɗu

::: steps

### Ziyarar farko kafin wayar da kai

Tawagar tana ziyartar al'ummar kafin a fara tantancewa. Tana gabatar da aikin ga shugabannin al'umma.

### Wayar da kan al'umma da tara su

Tawagar tana bayyana rajistar da yadda ake tantancewa ga dukkan al'ummar, kuma tana ƙarfafa kowa ya shiga.

### Taron al'umma

Al'ummar tana taruwa don gano gidajenta matalauta da marasa galihu. Tana kuma zaɓar kwamitin sauraron ƙorafi, mai namiji ɗaya da mace ɗaya, don sauraron ƙorafe-ƙorafe.

### Tattara bayanai

Masu tattara bayanai suna ziyartar gidajen da aka gano, su tattara bayanansu. Ana yi wa kowane gida alamar wuri (geo-tag), don a rubuta inda yake.

:::

## Dubawa da sa hannu a kan jerin

Mai kula da ƙorafi (grievance focal person), jami'in ci gaban al'umma da jami'an jiha ne ke sa hannu a kan jerin gidajen.

Ana fitar da jerin a kwafi uku, don haka akwai kwafi uku da aka sa wa hannu.

## Idan kuna da damuwa

Idan kuna da ƙorafi game da tantancewa a al'ummarku, ku yi magana da ƴan kwamitin sauraron ƙorafi na al'ummarku, ko ku kira layin waya na kyauta [969](tel:969).`,
    },
    "/nsr/accessing-the-nsr": {
      lead: "Hukumomin gwamnati, ƙungiyoyi masu zaman kansu (NGO) da abokan hulɗa za su iya neman bayanai daga rajistar. Ana duba kowace buƙata kafin a raba wani bayani.",
      body: `## Wa zai iya neman bayanai

Hukumomin gwamnati, ƙungiyoyi masu zaman kansu (NGO) da abokan hulɗa na ci gaba za su iya neman bayanai daga rajistar. Bayanan suna taimaka musu su tsara tallafi, su kuma kai shi ga gidaje matalauta da marasa galihu.

## Yadda ake neman bayanai

::: steps

### Ku aika fom ɗin buƙata

Ku cika [fom ɗin buƙatar samun bayanai](/nsr/data-access-request-form) ta intanet. Za ku iya kuma amfani da [fom ɗin da za a iya bugawa (PDF)](/data-access-request-form.pdf).

### Muna duba buƙatarku

Muna duba ko buƙatar ta bi ƙa'idoji, menene manufarta, da kuma kare bayanan mutane.

### Muna raba bayanan

Idan an amince da buƙatar, muna raba bayanan da suka dace. Bayanan marasa suna ne, don haka ba za a iya gane kowane mutum ba.

:::

## Kare bayanan mutane

Rajistar tana ɗauke da bayanan sirri na miliyoyin mutane. Muna raba abin da buƙata take buƙata kawai, kuma a matsayin bayanai marasa suna kawai. Ku karanta [manufar kare sirrinmu](/resource-hub/privacy-policy).

## Samun taimako

Don taimako game da buƙata, ku aika imel zuwa nsr@nassp.gov.ng (za a tabbatar).

Lokutan aiki: 9am-5pm, Litinin zuwa Juma'a.`,
    },
    "/get-involved/careers": {
      lead: "Ku san game da ayyukan yi a NASSCO, da yadda za ku kare kanku daga tayin aikin bogi.",
      body: `## Ku yi hattara da tayin aikin zamba

::: callout warning

Ku yi hattara da tayin aikin da ke neman ku biya kuɗi, ko ku aika bayananku na sirri ko na banki. NASSCO ba ta taɓa karɓar kuɗi a kowane mataki na ɗaukar ma'aikata. Idan kun sami irin wannan tayi, kada ku biya kuma kada ku ba da bayananku. Ku sanar da mu ta layin waya na kyauta [969](tel:969).

:::

Tayin aiki zai iya zama na bogi idan:

- an ce ku biya kuɗin fom, horo, hira (interview) ko kayan sarki (uniform)
- an nemi lambar asusunku na banki, bayanan katinku, PIN ko kalmomin sirri
- tayin ya zo daga imel ko lambar waya ta wani mutum, ba ta hanyar hukuma ba
- an ba ku aiki ba tare da kun nema ba, ko ba tare da hira ba

Idan ba ku da tabbas ko tayi na gaskiya ne, ku duba wannan shafi ko ku kira [969](tel:969) kafin ku ba da amsa.`,
    },
    "/resource-hub/faqs": {
      lead: "Amsoshi cikin sauri ga tambayoyin da aka fi yi game da NASSCO, National Social Register da yadda ake amfani da ita.",
      body: `Waɗannan amsoshi suna bayyana menene rajistar, yadda ake tattara bayananta da kuma kare su, da yadda za ku sami taimako.

Idan ba ku sami amsar da kuke buƙata ba, ku kira layin waya na kyauta [969](tel:969) ko ku aika imel zuwa info@nassp.gov.ng (za a tabbatar).`,
    },
  },
  faqs: {
    "what-is-nassco": {
      question: "Menene NASSCO?",
      answer:
        "NASSCO ita ce National Social Safety-Nets Coordinating Office (ofishin haɗa ayyukan tallafin kare rayuwar jama'a na ƙasa). Ofishi ne na gwamnatin tarayya, da aka kafa a 2016. Tana gina National Social Register (rajistar gidaje matalauta da marasa galihu ta ƙasa) kuma tana kula da ita. Tana kuma haɗa ayyukan shirye-shiryen kare jama'a da ke amfani da rajistar, tare da jihohi 36 da Babban Birnin Tarayya. Ƙara karantawa [game da mu](/who-we-are/about-us).",
    },
    "what-is-the-national-social-register": {
      question: "Menene National Social Register (NSR)?",
      answer:
        "National Social Register (NSR), wadda ake kira Nigeria Social Register, jerin gidaje matalauta da marasa galihu ne a Najeriya. Tana rubuta su wane ne ke zaune a kowane gida, inda suke zaune da yadda suke rayuwa. Gwamnati da abokan hulɗarta suna amfani da ita don yanke shawarar wanda ya kamata ya sami tallafi, domin taimako ya kai ga gidajen da suka fi buƙata. Ku duba [yadda NSR ke aiki](/nsr/how-the-nigeria-social-register-works).",
    },
    "is-the-nsr-used-only-for-cash-transfers": {
      question: "Shin ana amfani da NSR don tallafin kuɗi kawai?",
      answer:
        "A'a. [National Cash Transfer Programme (shirin tallafin kuɗi na ƙasa)](/what-we-do/national-cash-transfer-programme) yana amfani da rajistar, amma wasu shirye-shirye ma suna amfani da ita. Sun haɗa da [ayyukan ci gaban al'umma](/what-we-do/community-and-social-development-project), [tallafi ga matasa](/what-we-do/youth-empowerment-and-social-support-operations) da taimako ga gidaje bayan bala'i kamar ambaliyar ruwa. Hukumomin gwamnati da abokan hulɗa ma suna amfani da ita don tsara ayyuka. Ku duba [NSR a aikace](/nsr/nsr-in-action).",
    },
    "how-is-the-data-collected": {
      question: "Yaya ake tattara bayanan?",
      answer:
        "Ana gina rajistar galibi ta hanyar tantance gidaje ta hannun al'umma. NASSCO tana yin wannan aiki tare da State Operations Coordinating Unit (ofishin haɗa ayyuka na jiha) a kowace jiha. Taswirar talauci tana nuna wuraren da za a fara. A kowace al'umma da aka zaɓa, mazauna suna taruwa su faɗi gidajen da suka san matalauta ne kuma marasa galihu. Sannan masu tattara bayanai da aka horar suna ziyartar waɗannan gidaje su rubuta bayanai game da su. Ku karanta game da [tantance gidaje ta hannun al'umma](/nsr/community-based-targeting-process).",
    },
    "who-can-access-the-data-and-how": {
      question: "Wa zai iya samun bayanan, kuma ta yaya?",
      answer:
        "Hukumomin gwamnati, ƙungiyoyi masu zaman kansu (NGO) da abokan hulɗa na ci gaba za su iya neman bayanai daga rajistar. Ku sauke [fom ɗin buƙatar samun bayanai (PDF)](/data-access-request-form.pdf), ku cike shi, ku aika wa ofishin a nsr@nassp.gov.ng (za a tabbatar). Za ku iya kuma nema [ta intanet](/nsr/data-access-request-form). Ofishin yana duba kowace buƙata kafin a raba wani bayani. Ƙara koyo game da [samun bayanai daga NSR](/nsr/accessing-the-nsr).",
    },
    "how-do-i-make-a-complaint": {
      question: "Ta yaya zan kai ƙorafi?",
      answer:
        "Ku kira layin waya na kyauta [969](tel:969), ko ku cike fom ɗin [Kai rahoton matsala](/grievances/new) a wannan shafin: ko wanne za ku sami lambar shaida da lambar sirri don bibiyar rahotonku. Za ku iya faɗin matsala game da rajistar ko wani shiri, ko ku sanar da zamba. Kiran wannan lamba kyauta ne. Za ku iya kuma tuntuɓar [ofishin jiharku](/where-we-work/our-state-offices). Kada kowa ya nemi kuɗi a wurinku don a saka ku a rajistar ko don ku sami tallafi. Idan wani ya nema, ku sanar ta [969](tel:969).",
    },
    "why-can-the-data-be-trusted": {
      question: "Me ya sa za a amince da bayanan?",
      answer:
        "Al'umma ce ke duba bayanan da kanta. Ana karanta jerin gidaje a tarurrukan al'umma a amince da su, don haka maƙwabta za su iya faɗi idan an manta da wani ko an saka wanda bai kamata ba. Masu sa ido suna duba aikin masu tattara bayanai, kuma ana duba bayanan don gano giɓi da maimaitawa. Ana kare bayanan a ƙarƙashin dokar kare bayanai ta Najeriya. Ku karanta [manufar kare sirrinmu](/resource-hub/privacy-policy).",
    },
    "how-many-people-does-the-register-cover": {
      question: "Mutane nawa ne ke cikin rajistar?",
      answer:
        "Rajistar tana ɗauke da bayanan mutane sama da miliyan 65 a jihohi 36 da Babban Birnin Tarayya. Wasu shafuka na wannan shafin intanet sun ce mutane sama da miliyan 70. Dukkan alƙaluman biyu suna cikin takardun ofishin. Ku duba [yawan NSR a Najeriya](/nsr/nsr-coverage-across-nigeria).",
    },
    "how-is-the-register-linked-to-the-national-identification-number": {
      question: "Ta yaya ake haɗa rajistar da National Identification Number (NIN, lambar shaidar ɗan ƙasa)?",
      answer:
        "NASSCO tana haɗa bayanan kowane gida da ke cikin rajistar da National Identification Number (NIN). [National Identity Management Commission](https://nimc.gov.ng) (hukumar kula da shaidar ɗan ƙasa) ce ke ba da NIN. Haɗa bayanai da NIN yana taimakawa wajen tabbatar da cewa mutane su ne waɗanda suka ce su ne. Yana kuma taimakawa wajen gano bayanan da aka maimaita, da tabbatar da cewa tallafi ya kai ga mutumin da ya dace.",
    },
    "what-is-the-communitys-role": {
      question: "Menene aikin al'umma?",
      answer:
        "Al'umma ce a tsakiyar rajistar. Ƴan al'umma suna halartar tarurrukan da ke gano gidaje matalauta da marasa galihu. Suna duba jerin a bainar jama'a kuma suna nuna kurakurai. Suna kuma taimaka wa wasu a al'ummarsu su fahimci aikin, su kuma kai ƙorafi ta [969](tel:969) idan wani abu ya lalace.",
    },
  },
  slides: {
    "national-social-register": {
      title: "National Social Register",
      description: "Rajistar gidaje matalauta da marasa galihu a kowace jiha, wadda aka gina tare da al'ummomin da kansu.",
    },
    "community-based-targeting": {
      title: "Tantance gidaje ta hannun al'umma",
      description: "Al'umma na taimakawa wajen gano gidajen da suka fi talauci, tare da kwamitin sauraron ƙorafi don jin damuwar mutane.",
    },
    "coverage-across-nigeria": {
      title: "Yawan rajistar a Najeriya",
      description: "Dukkan jihohi 36 da Babban Birnin Tarayya suna shiga cikin gina rajistar.",
    },
    "call-969": {
      title: "Ku kira 969",
      description: "Layin waya na kyauta don tambayoyi da ƙorafi game da National Social Register.",
    },
    "linking-records-to-the-nin": {
      title: "Haɗa bayanai da NIN",
      description:
        "Ana haɗa bayanan gidaje da National Identification Numbers (lambobin shaidar ɗan ƙasa), domin tallafi ya kai ga mutanen da suka dace.",
    },
    "data-for-social-programmes": {
      title: "Bayanai don shirye-shiryen tallafi",
      description: "Hukumomin gwamnati da abokan hulɗa za su iya neman bayanan rajistar marasa suna don shirye-shiryensu.",
    },
    "working-with-partners": {
      title: "Aiki tare da abokan hulɗa",
      description: "NASSCO tana aiki da jihohi, abokan hulɗa na ci gaba da ƙungiyoyin farar hula a kan kare jama'a.",
    },
  },
  counters: {
    states: { label: "Jihohin Najeriya + FCT" },
    households: { label: "Gidaje matalauta da marasa galihu" },
    individuals: { label: "Mutane a gidaje matalauta da marasa galihu" },
    communities: { label: "Al'ummomi" },
    wards: { label: "Mazaɓu" },
    lgas: { label: "Ƙananan hukumomi" },
  },
  notices: {
    "call-969-for-enquiries-and-complaints": { title: "Ku kira 969, layin waya na kyauta, don tambayoyi da ƙorafe-ƙorafe game da NSR" },
    "request-nsr-data-online": {
      title: "Ƙungiyoyi yanzu za su iya neman bayanan NSR ta intanet da fom ɗin buƙatar samun bayanai",
    },
    "nassco-never-charges-fees": { title: "NASSCO ba ta taɓa karɓar kuɗi don aiki ko rajista ba: ku kai rahoton duk wanda ya nema ta 969" },
    "nsr-summary-by-lga-searchable": {
      title: "Yanzu ana iya bincike, jerawa da sauke taƙaitaccen bayanin NSR bisa ƙaramar hukuma a matsayin CSV",
    },
    "new-policy-and-governance-documents": { title: "An ƙara sabbin takardun manufofi da shugabanci a Resource Hub" },
  },
};
