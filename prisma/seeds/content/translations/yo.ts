import type { ContentTranslations } from "./types";

/** The content readers need first, in Yoruba (Yorùbá); drafts until reviewed by the office (decision 0045). */
export const yo: ContentTranslations = {
  pages: {
    "/what-we-do/national-cash-transfer-programme": {
      lead: "National Cash Transfer Programme (ètò owó ìrànlọ́wọ́ ti orílẹ̀-èdè) ń fún àwọn ìdílé tálákà àti aláìlágbára ní owó ìrànlọ́wọ́ déédéé. National Social Register ni a fi ń dá àwọn ìdílé wọ̀nyí mọ̀.",
      body: `## Ohun tí ètò náà ń ṣe

Ètò náà ń ran àwọn ìdílé tálákà lọ́wọ́ láti rí ohun tí wọ́n nílò jù, bí oúnjẹ, ìtọ́jú ìlera àti owó ilé-ìwé. Ìrànlọ́wọ́ déédéé tún ń jẹ́ kí àwọn ìdílé lè ṣètò fún ọjọ́ iwájú. Kò ní jẹ́ kí wọ́n ta àwọn nǹkan díẹ̀ tí wọ́n ní nígbà ìṣòro.

## Owó ìrànlọ́wọ́ tó ní àdéhùn, ní òǹkà

Owó ìrànlọ́wọ́ tó ní àdéhùn (conditional cash transfer) jẹ́ náírà 75,000 fún ìdílé kọ̀ọ̀kan, fún mílíọ̀nù 15 ìdílé.

::: facts

- **náírà 75,000** Fún ìdílé kọ̀ọ̀kan
- **mílíọ̀nù 15** Ìdílé

:::

## Ta ló lè rí ìrànlọ́wọ́ gbà

::: illustrative

Inú National Social Register ni a ti ń yan àwọn ìdílé. O kò lè béèrè fún un fúnra rẹ. Mọ [bí àkọsílẹ̀ náà ṣe ń ṣiṣẹ́](/nsr/how-the-nigeria-social-register-works) àti [bí àwọn àwùjọ ṣe ń kópa](/nsr/community-based-targeting-process).

:::

## Apá mẹ́ta ètò náà

::: steps

### Owó ìrànlọ́wọ́ ìpìlẹ̀

Owó tí a ń san déédéé fún ìdílé kọ̀ọ̀kan tó yẹ, láti ràn wọ́n lọ́wọ́ fún ohun tí wọ́n nílò lójoojúmọ́.

### Owó àfikún gẹ́gẹ́ bí ipò ìpínlẹ̀

Owó àfikún tí a lè fi kún un, gẹ́gẹ́ bí àwọn òfin tí ìpínlẹ̀ kọ̀ọ̀kan ṣe.

### Ìrànlọ́wọ́ fún iṣẹ́ ọwọ́

Ìrànlọ́wọ́ fún àwọn ìdílé láti máa rí owó wọlé déédéé fúnra wọn, kí wọ́n má baà gbára lé owó ìrànlọ́wọ́ púpọ̀ mọ́ bí àkókò ti ń lọ.

:::

## Ìbéèrè àti ìráhùn

Tí o bá ní ìbéèrè nípa ètò náà, tàbí tí o bá rò pé nǹkan kan kò lọ dáadáa, pe nọ́mbà ìpè ọ̀fẹ́ wa, [969](tel:969), tàbí [ròyìn ìṣòro](/grievances/new) lórí ìkànnì yìí. O tún lè kàn sí [ọ́fíìsì ìpínlẹ̀ rẹ](/where-we-work/our-state-offices).

::: callout warning

O kò nílò láti san owó fún ẹnikẹ́ni kí o tó wà nínú àkọsílẹ̀ náà tàbí kí o tó rí ìrànlọ́wọ́ gbà. Tí ẹnìkan bá béèrè owó lọ́wọ́ rẹ, sọ fún wa nípa pípe [969](tel:969).

:::`,
    },
    "/nsr": {
      lead: "National Social Register (NSR) jẹ́ àkọsílẹ̀ àwọn ìdílé tálákà àti aláìlágbára ní Nàìjíríà. Àwọn ìpínlẹ̀ ló ń kọ ọ́ pẹ̀lú àwọn àwùjọ wọn. Ọ̀pọ̀ ètò ló ń lò ó láti pinnu ẹni tí wọn yóò ràn lọ́wọ́.",
      body: `## Kí ni àkọsílẹ̀ náà

Àkọsílẹ̀ náà ń kọ orúkọ àwọn ìdílé tálákà àti aláìlágbára sílẹ̀, àti àwọn ènìyàn tó ń gbé inú wọn. Ìpínlẹ̀ kọ̀ọ̀kan ló ń kọ apá tirẹ̀ nínú àkọsílẹ̀ náà. NASSCO ló ń kó àkọsílẹ̀ àwọn ìpínlẹ̀ pọ̀ di àkọsílẹ̀ orílẹ̀-èdè kan.

Ìdámọ̀ láti ọwọ́ àwùjọ (community-based targeting) ni a fi ń rí àwọn ìdílé náà. Èyí túmọ̀ sí pé àwọn ènìyàn ní àwùjọ kọ̀ọ̀kan ń ṣèrànlọ́wọ́ láti dá àwọn ìdílé tó tòṣì jù àti tó jẹ́ aláìlágbára jù láàrin wọn mọ̀.

## Ìdí tí àkọsílẹ̀ kan ṣoṣo fi ṣe pàtàkì

Ọ̀pọ̀ ètò ló lè lo àkọsílẹ̀ kan náà. Èyí kò ní jẹ́ kí ètò kọ̀ọ̀kan máa tún gba ìwífún kan náà. Ó tún ń jẹ́ kí ìrànlọ́wọ́ dé ọ̀dọ̀ àwọn ìdílé tó nílò rẹ̀ jù.

Lára àwọn ètò tó ń lo àkọsílẹ̀ náà ni [National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) àti [Youth Empowerment and Social Support Operations](/what-we-do/youth-empowerment-and-social-support-operations).

## Mọ̀ sí i nípa àkọsílẹ̀ náà

::: links

- [Bí NSR ṣe ń ṣiṣẹ́](/nsr/how-the-nigeria-social-register-works): Yíya àwòrán òṣì, ìdámọ̀ láti ọwọ́ àwùjọ, ìkànìyàn àti proxy means test.
- [Ọ̀nà ìdámọ̀ wa](/nsr/our-targeting-approach): Bí a ṣe ń to àwọn ìjọba ìbílẹ̀ lẹ́sẹẹsẹ, tí a sì ń mú wọn wọlé díẹ̀díẹ̀.
- [Ìdámọ̀ láti ọwọ́ àwùjọ](/nsr/community-based-targeting-process): Ẹgbẹ́ ìdámọ̀, ìgbésẹ̀ mẹ́rin àti àwọn àyẹ̀wò.
- [NSR ní Nàìjíríà](/nsr/nsr-coverage-across-nigeria): Àwọn ìpínlẹ̀, ìjọba ìbílẹ̀, ìdílé àti ènìyàn tó wà nínú àkọsílẹ̀ náà.
- [Gbígba ìwífún NSR](/nsr/accessing-the-nsr): Bí àwọn àjọ ìjọba, NGOs àti àwọn alábàáṣiṣẹ́pọ̀ ṣe lè béèrè fún ìwífún.
- [NSR lẹ́nu iṣẹ́](/nsr/nsr-in-action): Àwọn ètò tó ti lo àkọsílẹ̀ náà.

:::`,
    },
    "/nsr/how-the-nigeria-social-register-works": {
      lead: "Ìgbésẹ̀ mẹ́rin ni a fi ń kọ àwọn ìdílé sínú àkọsílẹ̀ náà: yíya àwòrán òṣì, ìdámọ̀ láti ọwọ́ àwùjọ, ìkànìyàn àti proxy means test. Ìdánwò yìí ń to àwọn ìdílé lẹ́sẹẹsẹ, láti èyí tó tòṣì jù dé èyí tí kò tòṣì tó bẹ́ẹ̀.",
      body: `## Ìgbésẹ̀ mẹ́rin náà

::: steps

### Yíya àwòrán òṣì

A ń lo ìwífún nípa òṣì tó ti wà tẹ́lẹ̀ láti wá àwọn ìjọba ìbílẹ̀ àti àwọn àwùjọ tó tòṣì jù. Àwọn agbègbè yìí ni a máa ń kọ́kọ́ dé.

### Ìdámọ̀ láti ọwọ́ àwùjọ

Ní àwùjọ kọ̀ọ̀kan tí a yàn, àwọn ọmọ àwùjọ ń dá àwọn ìdílé tí wọ́n kà sí tálákà àti aláìlágbára mọ̀.

### Ìkànìyàn

Àwọn òṣìṣẹ́ ìkànìyàn tí a ti kọ́ ń bẹ àwọn ìdílé tí a dá mọ̀ wò. Wọ́n ń gba ìwífún nípa ìdílé kọ̀ọ̀kan àti àwọn ènìyàn inú rẹ̀.

### Proxy means test

A ń fi proxy means test (PMT) ṣe òṣùwọ̀n ìwífún náà. Ìdánwò yìí ń lo àwọn nǹkan tó rọrùn láti rí, bí ipò ilé tí wọ́n ń gbé àti àwọn nǹkan tí wọ́n ní, láti fojú díwọ̀n bí ìdílé kan ṣe tòṣì tó. Lẹ́yìn náà, a ń to àwọn ìdílé lẹ́sẹẹsẹ.

:::

## Ta ló yẹ

Ìtòlẹ́sẹẹsẹ náà ń pín àwọn ìdílé sí ẹgbẹ́ mẹ́wàá tó dọ́gba, tí a ń pè ní ìpín (deciles). Ìpín 1 ni àwọn ìdílé tó tòṣì jù wà.

Àwọn ìdílé tó wà ní ìpín 1 sí 6 ló yẹ fún àkọsílẹ̀ àwọn olùjẹ àǹfààní ti orílẹ̀-èdè. Àwọn ètò lè yan àwọn ìdílé tí wọn yóò ràn lọ́wọ́ láti inú ẹgbẹ́ yìí.

::: callout info

Wíwà nínú àkọsílẹ̀ náà nìkan kò túmọ̀ sí pé ìdílé kan yóò rí ìrànlọ́wọ́ gbà. Ètò kọ̀ọ̀kan ló ń ṣe òfin tirẹ̀ nípa ẹni tí yóò ràn lọ́wọ́.

:::

## Mọ̀ sí i

Ka nípa [ọ̀nà ìdámọ̀ wa](/nsr/our-targeting-approach) àti [ìdámọ̀ láti ọwọ́ àwùjọ](/nsr/community-based-targeting-process).`,
    },
    "/nsr/community-based-targeting-process": {
      lead: "Nínú ìdámọ̀ láti ọwọ́ àwùjọ (community-based targeting, CBT), àwọn àwùjọ ń dá àwọn ìdílé tálákà àti aláìlágbára wọn mọ̀ fúnra wọn. Ẹgbẹ́ kékeré kan ń darí iṣẹ́ náà ní ìgbésẹ̀ mẹ́rin.",
      body: `## Ẹgbẹ́ ìdámọ̀

Ènìyàn mẹ́fà ló wà nínú ẹgbẹ́ ìdámọ̀ kọ̀ọ̀kan:

- òṣìṣẹ́ ìdàgbàsókè àwùjọ 1, tó ń darí ẹgbẹ́ náà
- òṣìṣẹ́ 1 láti National Orientation Agency
- òṣìṣẹ́ ìjọba ìbílẹ̀ 2 (àwọn òṣìṣẹ́ míì)
- òṣìṣẹ́ ìkànìyàn 2 tó mọ kọ̀ǹpútà lò

## Ìgbésẹ̀ mẹ́rin náà

::: steps

### Ìbẹ̀wò ṣáájú ìfitónilétí

Ẹgbẹ́ náà ń bẹ àwùjọ wò kí ìdámọ̀ tó bẹ̀rẹ̀. Wọ́n ń ṣàlàyé iṣẹ́ náà fún àwọn olórí àwùjọ.

### Ìfitónilétí àti ìkóra-jọ àwùjọ

Ẹgbẹ́ náà ń ṣàlàyé àkọsílẹ̀ náà àti ọ̀nà ìdámọ̀ fún gbogbo àwùjọ, wọ́n sì ń rọ gbogbo ènìyàn láti kópa.

### Ìpàdé àwùjọ

Àwùjọ ń pàdé láti dá àwọn ìdílé tálákà àti aláìlágbára wọn mọ̀. Wọ́n tún ń yan ètò gbígbọ́ ẹ̀dùn ọkàn, pẹ̀lú ọkùnrin kan àti obìnrin kan, láti gbọ́ ìráhùn.

### Ìkànìyàn

Àwọn òṣìṣẹ́ ìkànìyàn ń bẹ àwọn ìdílé tí a dá mọ̀ wò, wọ́n sì ń gba ìwífún wọn. A ń fi àmì ibi (geo-tag) sí ìdílé kọ̀ọ̀kan, kí a lè kọ ibi tí ó wà sílẹ̀.

:::

## Ṣíṣàyẹ̀wò àti fífọwọ́sí àwọn àtòjọ

Ẹni tó ń bójú tó ẹ̀dùn ọkàn, òṣìṣẹ́ ìdàgbàsókè àwùjọ àti àwọn òṣìṣẹ́ ìpínlẹ̀ ló ń fọwọ́ sí àtòjọ àwọn ìdílé.

A ń ṣe àtòjọ náà ní ẹ̀dà mẹ́ta, nítorí náà ẹ̀dà mẹ́ta tí a ti fọwọ́ sí ló wà.

## Tí o bá ní ẹ̀dùn ọkàn

Tí o bá ní ìráhùn nípa ìdámọ̀ ní àwùjọ rẹ, bá àwọn tó ń gbọ́ ẹ̀dùn ọkàn ní àwùjọ rẹ sọ̀rọ̀, tàbí pe nọ́mbà ìpè ọ̀fẹ́ [969](tel:969).`,
    },
    "/nsr/accessing-the-nsr": {
      lead: "Àwọn àjọ ìjọba, NGOs àti àwọn alábàáṣiṣẹ́pọ̀ lè béèrè fún ìwífún láti inú àkọsílẹ̀ náà. A máa ń ṣàyẹ̀wò ìbéèrè kọ̀ọ̀kan kí a tó pín ìwífún kankan.",
      body: `## Ta ló lè béèrè fún ìwífún

Àwọn àjọ ìjọba, àwọn àjọ tí kì í ṣe ti ìjọba (NGOs) àti àwọn alábàáṣiṣẹ́pọ̀ ìdàgbàsókè lè béèrè fún ìwífún láti inú àkọsílẹ̀ náà. Ìwífún náà ń ràn wọ́n lọ́wọ́ láti ṣètò ìrànlọ́wọ́ àti láti mú un dé ọ̀dọ̀ àwọn ìdílé tálákà àti aláìlágbára.

## Bí o ṣe lè béèrè fún ìwífún

::: steps

### Fi fọ́ọ̀mù ìbéèrè ránṣẹ́

Kọ [Fọ́ọ̀mù ìbéèrè fún ìwífún](/nsr/data-access-request-form) lórí ayélujára. O tún lè lo [fọ́ọ̀mù (PDF)](/data-access-request-form.pdf) tí o lè tẹ̀ jáde.

### A ń ṣàyẹ̀wò ìbéèrè rẹ

A ń wò bóyá ìbéèrè náà bá òfin mu, ohun tí ìwífún náà wà fún, àti ààbò ìwífún.

### A ń pín ìwífún náà

Tí a bá fọwọ́ sí ìbéèrè náà, a ó pín ìwífún tó yẹ. A ti yọ orúkọ àti ohun tó lè fi ẹni hàn kúrò nínú ìwífún náà, kí ẹnikẹ́ni má baà dá ẹnì kan mọ̀.

:::

## Dídáàbò bo ìwífún ara ẹni

Àkọsílẹ̀ náà ní ìwífún ara ẹni nípa ọ̀pọ̀ mílíọ̀nù ènìyàn. Ohun tí ìbéèrè kan nílò nìkan ni a ń pín, láìsí orúkọ tàbí ohun tó lè fi ẹni hàn. Ka [ìlànà ìpamọ́ ìwífún](/resource-hub/privacy-policy) wa.

## Gba ìrànlọ́wọ́

Fún ìrànlọ́wọ́ nípa ìbéèrè kan, kọ ímeèlì sí nsr@nassp.gov.ng (a ṣì máa fìdí rẹ̀ múlẹ̀).

Àkókò iṣẹ́ ọ́fíìsì: 9am-5pm, Ọjọ́ Ajé sí Ọjọ́ Ẹtì.`,
    },
    "/get-involved/careers": {
      lead: "Mọ̀ nípa iṣẹ́ ní NASSCO, àti bí o ṣe lè dáàbò bo ara rẹ lọ́wọ́ ìfilọ̀ iṣẹ́ èké.",
      body: `## Ṣọ́ra fún ìfilọ̀ iṣẹ́ jìbìtì

::: callout warning

Ṣọ́ra fún ìfilọ̀ iṣẹ́ tó ní kí o san owó kan, tàbí kí o fi ìwífún ara rẹ tàbí ti báǹkì rẹ ránṣẹ́. NASSCO kì í gba owó rárá ní ìgbésẹ̀ kankan nínú gbígba òṣìṣẹ́. Tí irú ìfilọ̀ iṣẹ́ bẹ́ẹ̀ bá dé ọ̀dọ̀ rẹ, má ṣe san owó, má sì ṣe fi ìwífún rẹ fún wọn. Sọ fún wa lórí nọ́mbà ìpè ọ̀fẹ́ [969](tel:969).

:::

Ìfilọ̀ iṣẹ́ lè jẹ́ èké tí:

- wọ́n bá ní kí o sanwó fún fọ́ọ̀mù, ìdálẹ́kọ̀ọ́, ìfọ̀rọ̀wánilẹ́nuwò tàbí aṣọ iṣẹ́
- wọ́n bá béèrè nọ́mbà àkáǹtì báǹkì rẹ, ìwífún káàdì rẹ, PIN tàbí ọ̀rọ̀ aṣínà rẹ
- ìfilọ̀ iṣẹ́ náà bá wá láti àdírẹ́sì ímeèlì tàbí nọ́mbà fóònù ti ẹnì kan, dípò ọ̀nà ìjọba tí a mọ̀
- wọ́n bá fún ọ ní iṣẹ́ láìjẹ́ pé o béèrè fún un, tàbí láìsí ìfọ̀rọ̀wánilẹ́nuwò

Tí kò bá dá ọ lójú bóyá ìfilọ̀ iṣẹ́ kan jẹ́ òótọ́, wo ojú-ìwé yìí tàbí pe [969](tel:969) kí o tó fèsì.`,
    },
    "/resource-hub/faqs": {
      lead: "Ìdáhùn kíákíá sí àwọn ìbéèrè tí a máa ń gbọ́ jù nípa NASSCO, National Social Register àti bí a ṣe ń lò ó.",
      body: `Àwọn ìdáhùn wọ̀nyí ṣàlàyé ohun tí àkọsílẹ̀ náà jẹ́, bí a ṣe ń gba ìwífún rẹ̀ àti bí a ṣe ń dáàbò bò ó, àti bí o ṣe lè rí ìrànlọ́wọ́.

Tí o kò bá rí ìdáhùn tí o nílò, pe nọ́mbà ìpè ọ̀fẹ́ [969](tel:969) tàbí kọ ímeèlì sí info@nassp.gov.ng (a ṣì máa fìdí rẹ̀ múlẹ̀).`,
    },
  },
  faqs: {
    "what-is-nassco": {
      question: "Kí ni NASSCO?",
      answer:
        "NASSCO ni National Social Safety-Nets Coordinating Office. Ọ́fíìsì ìjọba àpapọ̀ ni, tí a dá sílẹ̀ ní ọdún 2016. Ó ń kọ, ó sì ń tọ́jú National Social Register, àkọsílẹ̀ àwọn ìdílé tálákà àti aláìlágbára. Ó tún ń ṣàkóso àwọn ètò ààbò àwùjọ tó ń lo àkọsílẹ̀ náà, pẹ̀lú ìpínlẹ̀ 36 àti Agbègbè Olú-ìlú Ìjọba Àpapọ̀ (FCT). Ka sí i [nípa wa](/who-we-are/about-us).",
    },
    "what-is-the-national-social-register": {
      question: "Kí ni National Social Register (NSR)?",
      answer:
        "National Social Register (NSR), tí a tún ń pè ní Nigeria Social Register, jẹ́ àkọsílẹ̀ àwọn ìdílé tálákà àti aláìlágbára ní Nàìjíríà. Ó ń kọ àwọn tó ń gbé inú ìdílé kọ̀ọ̀kan sílẹ̀, ibi tí wọ́n ń gbé àti bí wọ́n ṣe ń gbé. Ìjọba àti àwọn alábàáṣiṣẹ́pọ̀ rẹ̀ ń lò ó láti pinnu ẹni tó yẹ kí ó rí ìrànlọ́wọ́, kí ìrànlọ́wọ́ lè dé ọ̀dọ̀ àwọn ìdílé tó nílò rẹ̀ jù. Wo [bí NSR ṣe ń ṣiṣẹ́](/nsr/how-the-nigeria-social-register-works).",
    },
    "is-the-nsr-used-only-for-cash-transfers": {
      question: "Ṣé fún owó ìrànlọ́wọ́ nìkan ni a ń lo NSR?",
      answer:
        "Rárá. [National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) ń lo àkọsílẹ̀ náà, ṣùgbọ́n àwọn ètò míì náà ń lò ó. Lára wọn ni [àwọn iṣẹ́ ìdàgbàsókè àwùjọ](/what-we-do/community-and-social-development-project), [ìrànlọ́wọ́ fún àwọn ọ̀dọ́](/what-we-do/youth-empowerment-and-social-support-operations) àti ìrànlọ́wọ́ fún àwọn ìdílé lẹ́yìn àjálù bí omíyalé. Àwọn àjọ ìjọba àti àwọn alábàáṣiṣẹ́pọ̀ tún ń lò ó láti ṣètò iṣẹ́ fún aráàlú. Wo [NSR lẹ́nu iṣẹ́](/nsr/nsr-in-action).",
    },
    "how-is-the-data-collected": {
      question: "Báwo ni a ṣe ń gba ìwífún náà?",
      answer:
        "Ìdámọ̀ láti ọwọ́ àwùjọ ni a fi ń kọ àkọsílẹ̀ náà jù. NASSCO ń ṣe èyí pẹ̀lú State Operations Coordinating Unit (ẹ̀ka alákòóso ìpínlẹ̀) ní ìpínlẹ̀ kọ̀ọ̀kan. Àwòrán òṣì ń fi àwọn agbègbè tí a ó ti bẹ̀rẹ̀ hàn. Ní àwùjọ kọ̀ọ̀kan tí a yàn, àwọn olùgbé ń pàdé, wọ́n sì ń dárúkọ àwọn ìdílé tí wọ́n mọ̀ pé wọ́n jẹ́ tálákà àti aláìlágbára. Lẹ́yìn náà, àwọn òṣìṣẹ́ ìkànìyàn tí a ti kọ́ ń bẹ àwọn ìdílé náà wò, wọ́n sì ń kọ ìwífún nípa wọn sílẹ̀. Ka nípa [ìdámọ̀ láti ọwọ́ àwùjọ](/nsr/community-based-targeting-process).",
    },
    "who-can-access-the-data-and-how": {
      question: "Ta ló lè rí ìwífún náà gbà, báwo sì ni?",
      answer:
        "Àwọn àjọ ìjọba, àwọn àjọ tí kì í ṣe ti ìjọba (NGOs) àti àwọn alábàáṣiṣẹ́pọ̀ ìdàgbàsókè lè béèrè fún ìwífún láti inú àkọsílẹ̀ náà. Ṣe ìgbàsílẹ̀ [Fọ́ọ̀mù ìbéèrè fún ìwífún (PDF)](/data-access-request-form.pdf), kọ ọ́, kí o sì fi ránṣẹ́ sí ọ́fíìsì ní nsr@nassp.gov.ng (a ṣì máa fìdí rẹ̀ múlẹ̀). O tún lè béèrè [lórí ayélujára](/nsr/data-access-request-form). Ọ́fíìsì náà ń ṣàyẹ̀wò gbogbo ìbéèrè kí ó tó pín ìwífún kankan. Mọ̀ sí i nípa [gbígba ìwífún NSR](/nsr/accessing-the-nsr).",
    },
    "how-do-i-make-a-complaint": {
      question: "Báwo ni mo ṣe lè ṣe ìráhùn?",
      answer:
        "Pe nọ́mbà ìpè ọ̀fẹ́ [969](tel:969), tàbí kún fọ́ọ̀mù [Ròyìn ìṣòro](/grievances/new) lórí ìkànnì yìí: ọ̀nà méjèèjì ni o ti máa gba nọ́mbà ìtọ́kasí àti kóòdù láti tẹ̀lé ìròyìn rẹ. O lè sọ fún wa nípa ìṣòro kan pẹ̀lú àkọsílẹ̀ náà tàbí ètò kan, tàbí sọ fún wa nípa jìbìtì. Ìpè sí nọ́mbà yìí jẹ́ ọ̀fẹ́. O tún lè kàn sí [ọ́fíìsì ìpínlẹ̀ rẹ](/where-we-work/our-state-offices). Kò sí ẹni tó gbọdọ̀ béèrè owó lọ́wọ́ rẹ kí a tó kọ ọ́ sínú àkọsílẹ̀ náà tàbí kí o tó rí ìrànlọ́wọ́ gbà. Tí ẹnikẹ́ni bá ṣe bẹ́ẹ̀, sọ fún wa lórí [969](tel:969).",
    },
    "why-can-the-data-be-trusted": {
      question: "Kí ló dé tí a fi lè gbẹ́kẹ̀lé ìwífún náà?",
      answer:
        "Àwọn àwùjọ fúnra wọn ló ń ṣàyẹ̀wò ìwífún náà. A ń ka àtòjọ àwọn ìdílé jáde ní ìpàdé àwùjọ, àwọn ènìyàn sì ń fi ọwọ́ sí i, kí àwọn aládùúgbò lè sọ tí a bá fo ẹnìkan tàbí tí a bá kọ ẹnìkan sí i lọ́nà àìtọ́. Àwọn alábòójútó ń ṣàyẹ̀wò iṣẹ́ àwọn òṣìṣẹ́ ìkànìyàn, a sì ń ṣàyẹ̀wò àwọn àkọsílẹ̀ fún ohun tó kù àti ohun tí a kọ lẹ́ẹ̀mejì. Òfin ààbò ìwífún Nàìjíríà ń dáàbò bo ìwífún náà. Ka [ìlànà ìpamọ́ ìwífún](/resource-hub/privacy-policy) wa.",
    },
    "how-many-people-does-the-register-cover": {
      question: "Ènìyàn mélòó ló wà nínú àkọsílẹ̀ náà?",
      answer:
        "Àkọsílẹ̀ náà ní ìwífún nípa ènìyàn tó ju mílíọ̀nù 65 lọ ní ìpínlẹ̀ 36 àti Agbègbè Olú-ìlú Ìjọba Àpapọ̀ (FCT). Àwọn ojú-ìwé míì lórí ìkànnì yìí sọ pé ènìyàn tó ju mílíọ̀nù 70 lọ ló wà nínú rẹ̀. Àwọn nọ́mbà méjèèjì ló wà nínú ìwé ọ́fíìsì náà. Wo [NSR ní Nàìjíríà](/nsr/nsr-coverage-across-nigeria).",
    },
    "how-is-the-register-linked-to-the-national-identification-number": {
      question: "Báwo ni àkọsílẹ̀ náà ṣe so mọ́ National Identification Number (NIN)?",
      answer:
        "NASSCO ń so àkọsílẹ̀ ìdílé kọ̀ọ̀kan nínú àkọsílẹ̀ náà mọ́ National Identification Number (NIN, nọ́mbà ìdánimọ̀ orílẹ̀-èdè). [National Identity Management Commission](https://nimc.gov.ng) ló ń fúnni ní NIN. Síso àkọsílẹ̀ mọ́ NIN ń ṣèrànlọ́wọ́ láti fìdí rẹ̀ múlẹ̀ pé àwọn ènìyàn jẹ́ ẹni tí wọ́n sọ pé àwọn jẹ́. Ó tún ń ṣèrànlọ́wọ́ láti rí àwọn àkọsílẹ̀ tí a kọ lẹ́ẹ̀mejì, àti láti rí i dájú pé ìrànlọ́wọ́ dé ọ̀dọ̀ ẹni tó tọ́.",
    },
    "what-is-the-communitys-role": {
      question: "Kí ni ipa àwùjọ?",
      answer:
        "Àwùjọ ló wà ní àárín àkọsílẹ̀ náà. Àwọn ọmọ àwùjọ ń kópa nínú àwọn ìpàdé tó ń dá àwọn ìdílé tálákà àti aláìlágbára mọ̀. Wọ́n ń ṣàyẹ̀wò àwọn àtòjọ ní gbangba, wọ́n sì ń tọ́ka sí àṣìṣe. Wọ́n tún ń ran àwọn míì ní àwùjọ wọn lọ́wọ́ láti lóye bí iṣẹ́ náà ṣe ń lọ, àti láti ṣe ìráhùn lórí [969](tel:969) tí nǹkan kan kò bá lọ dáadáa.",
    },
  },
  slides: {
    "national-social-register": {
      title: "National Social Register",
      description: "Àkọsílẹ̀ àwọn ìdílé tálákà àti aláìlágbára ní gbogbo ìpínlẹ̀, tí a kọ pẹ̀lú àwọn àwùjọ fúnra wọn.",
    },
    "community-based-targeting": {
      title: "Ìdámọ̀ láti ọwọ́ àwùjọ",
      description: "Àwọn àwùjọ ń ṣèrànlọ́wọ́ láti dá àwọn ìdílé tó tòṣì jù mọ̀, pẹ̀lú ìgbìmọ̀ ẹ̀dùn ọkàn láti gbọ́ ohun tó ń dun àwọn ènìyàn.",
    },
    "coverage-across-nigeria": {
      title: "Ó dé gbogbo Nàìjíríà",
      description: "Gbogbo ìpínlẹ̀ 36 àti Agbègbè Olú-ìlú Ìjọba Àpapọ̀ (FCT) ló ń kópa nínú kíkọ àkọsílẹ̀ náà.",
    },
    "call-969": {
      title: "Pe 969",
      description: "Nọ́mbà ìpè ọ̀fẹ́ fún ìbéèrè àti ìráhùn nípa National Social Register.",
    },
    "linking-records-to-the-nin": {
      title: "Síso àkọsílẹ̀ mọ́ NIN",
      description: "À ń so àkọsílẹ̀ àwọn ìdílé mọ́ National Identification Number (NIN), kí ìrànlọ́wọ́ lè dé ọ̀dọ̀ àwọn ẹni tó tọ́.",
    },
    "data-for-social-programmes": {
      title: "Ìwífún fún àwọn ètò àwùjọ",
      description: "Àwọn àjọ ìjọba àti àwọn alábàáṣiṣẹ́pọ̀ lè béèrè fún ìwífún àkọsílẹ̀ náà, láìsí orúkọ, fún àwọn ètò wọn.",
    },
    "working-with-partners": {
      title: "À ń bá àwọn alábàáṣiṣẹ́pọ̀ ṣiṣẹ́",
      description: "NASSCO ń bá àwọn ìpínlẹ̀, àwọn alábàáṣiṣẹ́pọ̀ ìdàgbàsókè àti àwọn àjọ aráàlú ṣiṣẹ́ lórí ààbò àwùjọ.",
    },
  },
  counters: {
    states: { label: "Ìpínlẹ̀ ní Nàìjíríà + FCT" },
    households: { label: "Ìdílé tálákà àti aláìlágbára" },
    individuals: { label: "Ènìyàn nínú ìdílé tálákà àti aláìlágbára" },
    communities: { label: "Àwùjọ" },
    wards: { label: "Wọ́ọ̀dù" },
    lgas: { label: "Ìjọba ìbílẹ̀" },
  },
  notices: {
    "call-969-for-enquiries-and-complaints": { title: "Pe 969, nọ́mbà ọ̀fẹ́, fún ìbéèrè àti ẹ̀dùn-ọkàn nípa NSR" },
    "request-nsr-data-online": { title: "Àwọn àjọ lè béèrè fún dátà NSR lórí ayélujára báyìí pẹ̀lú Fọ́ọ̀mù ìbéèrè fún ìwífún" },
    "nassco-never-charges-fees": { title: "NASSCO kì í gba owó fún iṣẹ́ tàbí ìforúkọsílẹ̀: fi ẹ̀sùn irú ìbéèrè bẹ́ẹ̀ sùn lórí 969" },
    "nsr-summary-by-lga-searchable": { title: "A lè wá inú àkópọ̀ NSR ní ìjọba ìbílẹ̀ kọ̀ọ̀kan, tò ó, kí a sì gbà á sílẹ̀ gẹ́gẹ́ bí CSV báyìí" },
    "new-policy-and-governance-documents": { title: "A ti fi àwọn ìwé ìlànà àti ìṣàkóso tuntun kún Resource Hub" },
  },
};
