import type { DemoMediaItem } from "./content-types";

// Every text here is written for the demo. The video and audio files under private/media/ are
// generated test patterns and tones; their captions are the words a presenter would speak.
export const demoMedia: DemoMediaItem[] = [
  {
    slug: "small-habits-for-feeling-better",
    type: "article",
    topic: "wellbeing",
    partner: null,
    title: { nl: "Kleine gewoontes voor een beter gevoel", en: "Small habits for feeling better" },
    summary: {
      nl: "Welbevinden bouw je niet in één weekend. Zo maak je met kleine, haalbare gewoontes elke week een beetje verschil.",
      en: "Wellbeing is not built in a single weekend. How small, doable habits make a little difference every week.",
    },
    body: {
      nl: `Veel mensen denken bij beter in je vel zitten aan grote veranderingen: een nieuwe baan, een verhuizing, een strak sportschema. Toch laat onderzoek naar gewoontevorming steeds weer zien dat kleine, herhaalde stappen vaker blijven hangen dan grote voornemens. In dit artikel lees je hoe je daar praktisch mee aan de slag gaat.

## Wat is welbevinden eigenlijk?

Welbevinden is meer dan de afwezigheid van klachten. Het gaat over hoe tevreden je bent met je leven, hoeveel prettige momenten je ervaart en of je het gevoel hebt dat wat je doet ertoe doet. Alle drie kun je voeden, en vaak met minder moeite dan je denkt.

## Begin bij wat al goed gaat

Voordat je iets nieuws toevoegt, is het nuttig om te kijken wat je nu al helpt. Stel jezelf aan het eind van de dag drie vragen:

- Wat gaf me vandaag **energie**?
- Wat kostte me energie?
- Welk moment zou ik morgen graag herhalen?

Schrijf de antwoorden een week lang op. Je ziet al snel patronen: een wandeling in de pauze, een gesprek met een collega, een avond zonder scherm. Dat zijn de bouwstenen waar je op verder kunt.

## Maak gewoontes klein en concreet

Een voornemen als "meer ontspannen" is lastig uit te voeren. Maak het zo klein dat je het bijna niet kunt overslaan, en koppel het aan iets wat je al doet:

1. Na het zetten van je koffie sta je twee minuten bij het raam.
2. Als je je laptop dichtklapt, schrijf je één ding op waar je blij mee bent.
3. Voordat je gaat slapen, leg je je telefoon buiten de slaapkamer.

Door een nieuwe gewoonte aan een vast moment te hangen, hoef je er minder over na te denken. Dat maakt het makkelijker om vol te houden op dagen dat het tegenzit.

## Wees mild voor jezelf

Een dag overslaan is geen mislukking. Wie na een gemiste dag gewoon weer oppakt, bouwt op de lange termijn net zo goed een gewoonte op. Wat wel helpt: **niet twee keer achter elkaar** overslaan. En wees eerlijk over wat past in deze fase van je leven. Met jonge kinderen of een drukke periode op het werk is vijf minuten ook een prestatie.

## Meten helpt je kiezen

Weet je niet goed waar je moet beginnen? Doe dan de [Vitascan](/nl/vitascan). In een paar minuten zie je hoe je ervoor staat op onder meer slaap, stress, beweging en sociale contacten. De domeinen waar je het laagst scoort, zijn vaak een goed vertrekpunt: daar levert een kleine verandering het meeste op.

## Samen gaat het makkelijker

Gewoontes houden we langer vol als iemand meekijkt. Dat kan een vriend of collega zijn, maar ook een coach die met je meedenkt over wat realistisch is. Op Vitaal vind je [coaches](/nl/coaches) die je helpen om van een goed voornemen een blijvende gewoonte te maken.

Welbevinden is geen eindpunt. Het is iets wat je elke week een beetje onderhoudt, met kleine keuzes die bij jou passen.`,
      en: `When people think about feeling better, they often picture big changes: a new job, a move, a strict training schedule. Yet research on habit formation keeps showing that small, repeated steps stick more often than grand resolutions. This article shows how to put that into practice.

## What is wellbeing, really?

Wellbeing is more than the absence of complaints. It is about how satisfied you are with your life, how many pleasant moments you experience, and whether you feel that what you do matters. You can nourish all three, often with less effort than you expect.

## Start with what already works

Before adding anything new, it helps to look at what already supports you. At the end of the day, ask yourself three questions:

- What gave me **energy** today?
- What drained my energy?
- Which moment would I like to repeat tomorrow?

Write down the answers for a week. Patterns soon appear: a walk during your break, a conversation with a colleague, an evening without screens. Those are the building blocks to work with.

## Make habits small and concrete

A resolution like "relax more" is hard to act on. Make it so small that you can hardly skip it, and link it to something you already do:

1. After making your coffee, you stand by the window for two minutes.
2. When you close your laptop, you write down one thing you are glad about.
3. Before going to sleep, you leave your phone outside the bedroom.

Hanging a new habit on a fixed moment means you have to think about it less. That makes it easier to keep going on days when things are hard.

## Be kind to yourself

Skipping a day is not a failure. People who simply pick up again after a missed day build a habit just as well in the long run. What does help: **never skip twice in a row**. And be honest about what fits this stage of your life. With young children or a busy period at work, five minutes is an achievement too.

## Measuring helps you choose

Not sure where to start? Take the [Vitascan](/en/vitascan). In a few minutes you see how you are doing on sleep, stress, activity, social contact and more. The areas where you score lowest are often a good starting point: that is where a small change pays off most.

## It is easier together

We keep habits up longer when someone is watching along. That can be a friend or colleague, but also a coach who helps you think about what is realistic. On Vitaal you will find [coaches](/en/coaches) who help you turn a good intention into a lasting habit.

Wellbeing is not a finish line. It is something you maintain a little every week, with small choices that suit you.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 120,
  },
  {
    slug: "manage-your-energy-not-just-your-time",
    type: "article",
    topic: "energy",
    partner: null,
    title: { nl: "Plan je energie, niet alleen je tijd", en: "Manage your energy, not just your time" },
    summary: {
      nl: "Een volle agenda zegt weinig over hoeveel je aankunt. Leer je eigen energiepatroon kennen en plan je werk daarop.",
      en: "A full calendar says little about what you can handle. Learn your own energy pattern and plan your work around it.",
    },
    body: {
      nl: `Je agenda kan kloppen tot op de minuut, en toch zit je om drie uur 's middags met een leeg hoofd naar je scherm te staren. Tijd is maar de helft van het verhaal. Minstens zo belangrijk is hoeveel **energie** je hebt op het moment dat je iets moet doen.

## Energie heeft een ritme

Je lichaam werkt niet als een accu die 's ochtends vol is en 's avonds leeg. Gedurende de dag wisselen periodes van scherpte en vermoeidheid elkaar af. Veel mensen merken bijvoorbeeld een dip aan het begin van de middag. Wie weet wanneer die pieken en dalen komen, kan zijn werk daarop afstemmen.

## Breng je eigen patroon in kaart

Houd een week lang ongeveer om de twee uur bij hoe energiek je je voelt, op een schaal van 1 tot 5. Noteer er kort bij wat je deed, wat je at en hoe je hebt geslapen. Na een week zie je vaak:

- op welke momenten je het scherpst bent;
- welke taken je leegtrekken;
- welke activiteiten je juist opladen.

## Plan werk naar energie

Met dat inzicht kun je slimmer plannen:

1. Zet taken die veel concentratie vragen in je **piekuren**, en bescherm die tijd in je agenda.
2. Bewaar routineklussen zoals mail en administratie voor je dalmomenten.
3. Plan na een zware vergadering een kwartier zonder afspraken.
4. Zeg vaker "ja, maar later" in plaats van alles direct op te pakken.

## Pauzes zijn geen luxe

Korte pauzes helpen je om langer geconcentreerd te blijven. Sta na een uur geconcentreerd werken even op, loop naar buiten of haal water. Een pauze werkt het best als je echt iets anders doet: scrollen op je telefoon voelt als rust, maar vraagt nog steeds aandacht. Een paar minuten bewegen of naar buiten kijken geeft je hoofd meer ruimte.

## Let op de basis

Je energie hangt sterk samen met drie dingen die je elke dag opnieuw kiest:

- **Slaap**: een vaste opstaantijd helpt je biologische klok.
- **Voeding**: regelmatig eten, met genoeg vezels en eiwit, voorkomt grote dips.
- **Beweging**: wie overdag beweegt, voelt zich vaak minder moe, niet meer.

## Wanneer moeheid blijft

Voel je je wekenlang uitgeput, ook na rust en vakantie? Neem dat serieus en bespreek het met je huisarts. Aanhoudende vermoeidheid kan veel oorzaken hebben, en een arts kan beoordelen wat er nodig is.

Wil je samen met iemand kijken naar je energiepatroon en wat je kunt veranderen? Een [coach](/nl/coaches) helpt je om je week zo in te richten dat je op vrijdagmiddag nog iets over hebt voor jezelf. En in de [Vitascan](/nl/vitascan) zie je hoe je energie zich verhoudt tot je slaap, stress en beweging.`,
      en: `Your calendar can be accurate to the minute, and still you find yourself staring at your screen with an empty head at three in the afternoon. Time is only half the story. Just as important is how much **energy** you have at the moment you need to do something.

## Energy has a rhythm

Your body does not work like a battery that is full in the morning and empty at night. Throughout the day, periods of sharpness and tiredness alternate. Many people notice a dip early in the afternoon, for example. If you know when those peaks and troughs come, you can plan your work around them.

## Map your own pattern

For one week, note roughly every two hours how energetic you feel on a scale from 1 to 5. Add a few words about what you were doing, what you ate and how you slept. After a week you will often see:

- when you are at your sharpest;
- which tasks drain you;
- which activities recharge you.

## Plan work around energy

With that insight you can plan more cleverly:

1. Put tasks that need a lot of focus in your **peak hours**, and protect that time in your calendar.
2. Save routine jobs such as email and admin for your low moments.
3. After a demanding meeting, plan fifteen minutes without appointments.
4. Say "yes, but later" more often instead of picking everything up at once.

## Breaks are not a luxury

Short breaks help you stay focused for longer. After an hour of concentrated work, get up, step outside or fetch some water. A break works best when you really do something different: scrolling on your phone feels like rest, but still demands attention. A few minutes of movement or looking outside gives your mind more room.

## Mind the basics

Your energy is closely linked to three things you choose again every day:

- **Sleep**: a fixed wake-up time helps your body clock.
- **Food**: eating regularly, with enough fibre and protein, prevents big dips.
- **Movement**: people who move during the day often feel less tired, not more.

## When tiredness stays

Have you felt exhausted for weeks, even after rest and a holiday? Take that seriously and discuss it with your GP. Persistent fatigue can have many causes, and a doctor can assess what is needed.

Would you like to look at your energy pattern with someone, and at what you could change? A [coach](/en/coaches) helps you arrange your week so that you still have something left for yourself on Friday afternoon. And in the [Vitascan](/en/vitascan) you can see how your energy relates to your sleep, stress and activity.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 75,
  },
  {
    slug: "seven-habits-for-better-sleep",
    type: "article",
    topic: "sleep",
    partner: null,
    title: { nl: "Zeven gewoontes voor een betere nachtrust", en: "Seven habits for better sleep" },
    summary: {
      nl: "Hoe je slaapt, hangt sterk af van wat je overdag en 's avonds doet. Zeven gewoontes die in de praktijk het verschil maken.",
      en: "How you sleep depends a lot on what you do during the day and evening. Seven habits that make the difference in practice.",
    },
    body: {
      nl: `Een goede nacht begint niet pas als je je ogen dichtdoet. Hoe je slaapt, hangt voor een groot deel af van wat je overdag en 's avonds doet. Het goede nieuws: aan veel van die factoren kun je zelf iets veranderen. Hieronder vind je zeven gewoontes die in onderzoek en in de praktijk steeds terugkomen.

## 1. Sta elke dag op hetzelfde tijdstip op

Een vaste **opstaantijd** is een krachtig signaal voor je biologische klok, ook in het weekend. Ga liever iets later naar bed dan dat je lang uitslaapt; zo bouw je genoeg slaapdruk op voor de volgende avond.

## 2. Zoek 's ochtends daglicht op

Licht in de ochtend vertelt je lichaam dat de dag begonnen is. Een korte wandeling, ontbijten bij het raam of op de fiets naar je werk helpt al. 's Avonds werkt het omgekeerd: dim de lampen in het laatste uur voor bedtijd.

## 3. Wees zuinig met cafeïne

Cafeïne blijft urenlang in je lichaam. Veel mensen slapen beter als ze vanaf het begin van de middag geen koffie, cola of energiedrank meer nemen. Vergeet niet dat ook zwarte en groene thee cafeïne bevatten.

## 4. Gebruik alcohol niet als slaapmiddel

Een glas wijn kan je sneller laten inslapen, maar de tweede helft van de nacht wordt vaak onrustiger. Wie slecht slaapt, doet er goed aan alcohol in de avond te beperken.

## 5. Bouw een rustig avondritueel

Je hoofd heeft tijd nodig om van de dag af te schakelen. Kies een paar vaste handelingen voor het laatste halfuur:

- de verlichting dimmen;
- een paar bladzijden lezen uit een papieren boek;
- een korte ademhalingsoefening;
- je spullen voor morgen klaarleggen.

## 6. Maak je slaapkamer een slaapkamer

Een koele, donkere en stille kamer helpt. Laat werk, nieuws en discussies liever buiten de slaapkamer, en leg je telefoon op een andere plek. Zo leert je brein dat bed vooral bedoeld is om te slapen.

## 7. Geef piekergedachten een plek

Lig je te malen? Schrijf eerder op de avond op wat je bezighoudt, met daarbij één volgende stap. Lukt slapen na ongeveer twintig minuten niet, sta dan even op en doe iets rustigs bij gedimd licht tot je slaperig wordt.

## Geduld loont

Je slaapritme verandert niet in één nacht. Geef nieuwe gewoontes **twee tot drie weken** de tijd voordat je beoordeelt of ze werken. Blijf je ondanks goede gewoontes slecht slapen, of ben je overdag erg slaperig, bespreek dat dan met je huisarts.

Wil je persoonlijke begeleiding? Onze slaapcoaches denken met je mee, ook als je in wisseldiensten werkt of jonge kinderen hebt. Bekijk de [coaches](/nl/coaches), of kijk het webinar over het resetten van je slaapritme terug.`,
      en: `A good night does not start when you close your eyes. How you sleep depends largely on what you do during the day and in the evening. The good news: you can change many of those factors yourself. Below are seven habits that come up again and again in research and in practice.

## 1. Get up at the same time every day

A fixed **wake-up time** is a powerful signal for your body clock, at weekends too. Rather go to bed a little later than sleep in for a long time; that way you build up enough sleep pressure for the next evening.

## 2. Seek daylight in the morning

Morning light tells your body that the day has begun. A short walk, breakfast by the window or cycling to work already helps. In the evening it works the other way round: dim the lights in the last hour before bed.

## 3. Be careful with caffeine

Caffeine stays in your body for hours. Many people sleep better if they stop drinking coffee, cola or energy drinks from early afternoon. Remember that black and green tea contain caffeine too.

## 4. Don't use alcohol as a sleeping aid

A glass of wine may help you fall asleep faster, but the second half of the night often becomes more restless. If you sleep badly, it is wise to limit alcohol in the evening.

## 5. Build a calm evening routine

Your mind needs time to switch off from the day. Choose a few fixed steps for the last half hour:

- dimming the lights;
- reading a few pages of a paper book;
- a short breathing exercise;
- laying out your things for tomorrow.

## 6. Keep your bedroom for sleeping

A cool, dark and quiet room helps. Keep work, news and arguments out of the bedroom, and leave your phone somewhere else. That way your brain learns that bed is mainly for sleeping.

## 7. Give worries a place

Lying awake going over things? Earlier in the evening, write down what is on your mind, together with one next step. If you cannot fall asleep after about twenty minutes, get up for a while and do something calm in dim light until you feel sleepy.

## Patience pays off

Your sleep rhythm does not change overnight. Give new habits **two to three weeks** before judging whether they work. If you keep sleeping badly despite good habits, or feel very sleepy during the day, talk to your GP.

Would you like personal guidance? Our sleep coaches think along with you, even if you work shifts or have young children. Browse the [coaches](/en/coaches), or watch the recording of the webinar on resetting your sleep rhythm.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 160,
  },
  {
    slug: "recognising-stress-signals",
    type: "article",
    topic: "stress",
    partner: null,
    title: {
      nl: "Stress herkennen voordat het de overhand krijgt",
      en: "Recognising stress before it takes over",
    },
    summary: {
      nl: "Spanning hoort bij het leven, zolang er genoeg herstel tegenover staat. Welke signalen vertellen je dat de balans zoekraakt?",
      en: "Pressure is part of life, as long as there is enough recovery. Which signals tell you the balance is slipping?",
    },
    body: {
      nl: `Stress is op zichzelf niet slecht. Een deadline of een spannend gesprek zet je lichaam even in een hogere versnelling, en daar kun je prima mee omgaan. Het wordt lastig als die versnelling blijft hangen en je onvoldoende tijd hebt om te herstellen. Hoe eerder je de signalen herkent, hoe makkelijker het is om bij te sturen.

## Spanning en herstel

Denk aan een weegschaal. Aan de ene kant ligt wat je energie kost: werkdruk, zorgen, conflicten, een verbouwing. Aan de andere kant ligt wat je energie geeft: slaap, beweging, mensen om je heen, dingen die je leuk vindt. Zolang er genoeg **herstel** tegenover de spanning staat, blijft de weegschaal in evenwicht.

## Signalen om op te letten

Stress laat zich op verschillende manieren zien. Veelvoorkomende signalen zijn:

- **Lichaam**: gespannen schouders, hoofdpijn, een onrustige maag, slechter slapen.
- **Denken**: piekeren, moeite met concentreren, dingen vergeten.
- **Gevoel**: sneller geïrriteerd, somber of juist opgejaagd.
- **Gedrag**: minder sociale afspraken, meer koffie of alcohol, geen pauzes meer nemen.

Eén zo'n signaal zegt weinig. Merk je dat meerdere signalen een paar weken aanhouden, dan is dat een reden om even stil te staan.

## Wat je vandaag al kunt doen

1. **Benoem het.** Schrijf op wat je op dit moment spanning geeft. Alleen al overzicht maakt het behapbaarder.
2. **Maak onderscheid.** Wat kun je beïnvloeden, en wat niet? Richt je energie op het eerste.
3. **Plan herstel.** Zet herstelmomenten in je agenda alsof het afspraken zijn: een wandeling, sporten, een vrije avond.
4. **Adem rustig.** Een langzame uitademing, langer dan je inademing, helpt je lichaam om naar rust te schakelen.
5. **Praat erover.** Met een collega, je leidinggevende of iemand thuis. Je hoeft het niet alleen op te lossen.

## Wanneer hulp zoeken?

Houden de klachten aan, slaap je al weken slecht of lukt je werk niet meer zoals je gewend bent? Neem dan contact op met je huisarts of bedrijfsarts. Zij kunnen beoordelen wat er aan de hand is en welke hulp past. Een coach vervangt geen medische zorg, maar kan je wel helpen om patronen te doorbreken voordat het zover komt.

Op Vitaal vind je [coaches die gespecialiseerd zijn in stress en veerkracht](/nl/coaches). Wil je eerst weten waar je staat? De [Vitascan](/nl/vitascan) geeft je in een paar minuten een beeld van je spanning en herstel. En heb je maar een minuut? Doe dan de korte ademhalingspauze uit onze video's.`,
      en: `Stress is not bad in itself. A deadline or a tense conversation briefly puts your body in a higher gear, and you can cope with that perfectly well. It becomes a problem when that gear gets stuck and you do not have enough time to recover. The sooner you recognise the signals, the easier it is to adjust course.

## Pressure and recovery

Think of a pair of scales. On one side is what costs you energy: workload, worries, conflicts, a home renovation. On the other side is what gives you energy: sleep, movement, the people around you, things you enjoy. As long as there is enough **recovery** to balance the pressure, the scales stay level.

## Signals to watch for

Stress shows itself in different ways. Common signals are:

- **Body**: tense shoulders, headaches, an unsettled stomach, sleeping worse.
- **Thinking**: worrying, trouble concentrating, forgetting things.
- **Feeling**: quicker to get irritated, low, or restless and rushed.
- **Behaviour**: fewer social plans, more coffee or alcohol, skipping breaks.

A single signal says little. If you notice several signals lasting a few weeks, that is a reason to pause and take stock.

## What you can do today

1. **Name it.** Write down what is causing you pressure right now. Just having an overview makes it more manageable.
2. **Sort it.** What can you influence, and what not? Put your energy into the first.
3. **Plan recovery.** Put recovery moments in your calendar as if they were appointments: a walk, exercise, a free evening.
4. **Breathe slowly.** A slow out-breath, longer than your in-breath, helps your body shift towards rest.
5. **Talk about it.** With a colleague, your manager or someone at home. You do not have to solve it alone.

## When to seek help

Do the complaints persist, have you slept badly for weeks, or can you no longer do your work the way you are used to? Then contact your GP or occupational health doctor. They can assess what is going on and which help fits. A coach does not replace medical care, but can help you break patterns before it gets that far.

On Vitaal you will find [coaches who specialise in stress and resilience](/en/coaches). Want to know where you stand first? The [Vitascan](/en/vitascan) gives you a picture of your pressure and recovery in a few minutes. And if you only have a minute, try the short breathing break from our videos.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 47,
  },
  {
    slug: "move-more-during-the-workday",
    type: "article",
    topic: "activity",
    partner: null,
    title: { nl: "Meer bewegen op een werkdag", en: "Move more during the workday" },
    summary: {
      nl: "Acht uur zitten is snel gebeurd. Met deze ideeën past beweging gewoon in je werkdag, zonder sportschool.",
      en: "Sitting for eight hours happens easily. With these ideas, movement fits into your workday, no gym needed.",
    },
    body: {
      nl: `Wie op kantoor of thuis achter een bureau werkt, zit al snel acht uur of meer per dag. Dat is niet alleen vervelend voor je rug: langdurig stilzitten hangt samen met allerlei gezondheidsrisico's. Het goede nieuws is dat elke beweging telt, ook in kleine porties.

## Wat is genoeg?

De Nederlandse beweegrichtlijnen zijn helder. Volwassenen wordt aangeraden om:

- minstens **150 minuten per week** matig intensief te bewegen, verspreid over meerdere dagen, zoals stevig wandelen of fietsen;
- minstens twee keer per week spier- en botversterkende activiteiten te doen;
- veel stilzitten te voorkomen.

Bewegen is goed, meer bewegen is beter. Ook als je die 150 minuten nog niet haalt, levert elke extra stap iets op.

## Zo verwerk je beweging in je werkdag

Je hoeft niet per se naar de sportschool. Kijk waar beweging vanzelf in je dag past:

1. **Fiets of loop** een deel van je woon-werkroute. Werk je thuis? Maak dan voor en na je werkdag een wandeling van tien minuten, alsof je naar kantoor gaat.
2. **Loop tijdens telefoongesprekken.** Een belafspraak zonder scherm is een perfect moment om naar buiten te gaan.
3. **Sta elk halfuur even op.** Pak water, loop een rondje of rek je uit. Een timer helpt in het begin.
4. **Kies de trap.** Een paar verdiepingen per dag tellen op.
5. **Plan een wandeloverleg.** Met een of twee collega's lukt dat vaak prima, en het gesprek wordt er meestal beter van.

## Krachttraining zonder sportschool

Spierversterkende oefeningen kun je thuis doen, zonder apparaten. Denk aan squats, opdrukken tegen de rand van een stevige tafel, of op je tenen gaan staan terwijl je je tanden poetst. Twee korte sessies van een kwartier per week zijn al een mooi begin.

## Maak het leuk

Bewegen houd je vooral vol als je het leuk vindt. Probeer verschillende dingen uit: dansen, zwemmen, tuinieren, een sportieve activiteit met collega's. Samen afspreken helpt ook, want dan zeg je minder snel af.

## Weet waar je staat

Benieuwd hoe actief je eigenlijk bent en waar de meeste winst zit? Vul de [Vitascan](/nl/vitascan) in en bekijk je score op beweging. Wil je een plan dat past bij je conditie en je agenda, ook na een blessure of een lange periode van weinig bewegen? Een [coach](/nl/coaches) helpt je stap voor stap op weg.

Heb je lichamelijke klachten, of twijfel je of een bepaalde inspanning veilig voor je is? Overleg dan eerst met je huisarts voordat je flink meer gaat doen.`,
      en: `If you work at a desk, in the office or at home, you easily sit for eight hours or more a day. That is not just bad news for your back: sitting still for long periods is linked to a range of health risks. The good news is that every bit of movement counts, even in small portions.

## How much is enough?

The Dutch physical activity guidelines are clear. Adults are advised to:

- do at least **150 minutes a week** of moderate-intensity activity, spread over several days, such as brisk walking or cycling;
- do muscle- and bone-strengthening activities at least twice a week;
- avoid sitting still for long stretches.

Moving is good, moving more is better. Even if you do not reach those 150 minutes yet, every extra step pays off.

## How to fit movement into your workday

You do not have to go to the gym. Look for places where movement naturally fits into your day:

1. **Cycle or walk** part of your commute. Working from home? Take a ten-minute walk before and after your workday, as if you were going to the office.
2. **Walk during phone calls.** A call without a screen is a perfect moment to go outside.
3. **Stand up every half hour.** Get water, walk around or stretch. A timer helps at the start.
4. **Take the stairs.** A few floors a day add up.
5. **Plan a walking meeting.** With one or two colleagues this often works well, and the conversation usually improves too.

## Strength training without a gym

You can do muscle-strengthening exercises at home, without equipment. Think of squats, push-ups against the edge of a sturdy table, or rising onto your toes while you brush your teeth. Two short sessions of fifteen minutes a week are already a good start.

## Make it fun

You keep moving mainly if you enjoy it. Try different things: dancing, swimming, gardening, a sporty activity with colleagues. Making plans together helps too, because you are less likely to cancel.

## Know where you stand

Curious how active you really are and where the biggest gains lie? Fill in the [Vitascan](/en/vitascan) and look at your activity score. Would you like a plan that fits your fitness and your calendar, even after an injury or a long period of little exercise? A [coach](/en/coaches) will help you step by step.

Do you have physical complaints, or are you unsure whether a certain effort is safe for you? Then talk to your GP first before you start doing a lot more.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 90,
  },
  {
    slug: "eating-for-energy-at-work",
    type: "article",
    topic: "nutrition",
    partner: null,
    title: { nl: "Eten voor energie op het werk", en: "Eating for energy at work" },
    summary: {
      nl: "Geen streng dieet, wel regelmaat en maaltijden die lang verzadigen. Praktische ideeën voor ontbijt, lunch en tussendoor.",
      en: "No strict diet, but regular meals that keep you full for longer. Practical ideas for breakfast, lunch and snacks.",
    },
    body: {
      nl: `Wat je eet, merk je niet alleen op de weegschaal, maar ook aan je concentratie en je humeur tijdens een werkdag. Een snelle croissant bij de koffie en een late lunch achter het scherm: het is herkenbaar, en het kost vaak meer energie dan het oplevert.

## Het principe: regelmaat en verzadiging

Je hoeft geen ingewikkeld dieet te volgen. Twee dingen maken al een groot verschil:

- **Regelmatig eten**, zodat je niet uitgehongerd aan je lunch begint.
- **Maaltijden die lang verzadigen**, met vezels, eiwit en wat gezond vet, in plaats van vooral snelle suikers.

De Schijf van Vijf van het Voedingscentrum is een handige basis: veel groente en fruit, volkorenproducten, peulvruchten, ongezouten noten en genoeg water.

## Een ontbijt dat je de ochtend door helpt

Een ontbijt met eiwit en vezels houdt je langer op de been dan wit brood met zoet beleg. Een paar voorbeelden:

- yoghurt of kwark met havermout, fruit en een handje noten;
- volkorenbrood met ei, hummus of kaas en wat plakjes tomaat;
- een bakje havermout dat je de avond ervoor klaarzet in de koelkast.

## Lunch zonder middagdip

De middagdip is deels gewoon je biologische ritme, maar een zware of zoete lunch kan hem versterken. Probeer:

1. De helft van je bord of lunchbox te vullen met **groente**.
2. Volkoren te kiezen in plaats van wit.
3. Er een eiwitbron bij te nemen, zoals bonen, vis, kip, tofu of ei.
4. Echt pauze te nemen en niet achter je scherm te eten.

## Slimme tussendoortjes

Een tussendoortje is prima, zeker als er lang tussen je maaltijden zit. Leg iets klaar wat je makkelijk pakt, zodat je niet afhankelijk bent van de snoepautomaat: een appel, een handje ongezouten noten, wortel of komkommer, een bakje yoghurt.

## Vergeet niet te drinken

Een licht vochttekort kan al zorgen voor hoofdpijn en moeite met concentreren. Zet een fles water op je bureau en vul hem een paar keer per dag bij. Koffie en thee tellen mee, maar let op hoeveel **cafeïne** je binnenkrijgt, zeker later op de dag.

## Kleine ruil, groot effect

Verander niet alles tegelijk. Kies één maaltijd die je deze week anders aanpakt en bouw van daaruit verder. Heb je specifieke wensen, een medische aandoening of een allergie? Vraag dan advies aan een diëtist of je huisarts.

Wil je samen met een coach kijken naar je eetpatroon en wat haalbaar is in jouw week? Kijk bij onze [coaches](/nl/coaches). Of luister de podcastaflevering over eten voor een stabiele energie, met drie eenvoudige ruilen voor je dag.`,
      en: `You notice what you eat not only on the scales, but also in your concentration and mood during a workday. A quick croissant with your coffee and a late lunch behind the screen: it is familiar, and it often costs more energy than it gives.

## The principle: regularity and fullness

You do not need to follow a complicated diet. Two things already make a big difference:

- **Eating regularly**, so you do not start your lunch starving.
- **Meals that keep you full for longer**, with fibre, protein and some healthy fat, rather than mostly fast sugars.

The Dutch Wheel of Five from the Netherlands Nutrition Centre is a handy basis: plenty of vegetables and fruit, wholegrain products, pulses, unsalted nuts and enough water.

## A breakfast that carries you through the morning

A breakfast with protein and fibre keeps you going longer than white bread with a sweet topping. A few examples:

- yoghurt or quark with oats, fruit and a handful of nuts;
- wholegrain bread with egg, hummus or cheese and a few slices of tomato;
- a pot of oats you prepare the evening before and keep in the fridge.

## Lunch without the afternoon slump

The afternoon dip is partly just your body's rhythm, but a heavy or sugary lunch can make it worse. Try to:

1. Fill half your plate or lunchbox with **vegetables**.
2. Choose wholegrain instead of white.
3. Add a source of protein, such as beans, fish, chicken, tofu or egg.
4. Take a real break and do not eat behind your screen.

## Smart snacks

A snack is fine, especially if there is a long gap between meals. Keep something within easy reach so you do not depend on the vending machine: an apple, a handful of unsalted nuts, carrot or cucumber, a pot of yoghurt.

## Don't forget to drink

Even mild dehydration can cause headaches and trouble concentrating. Put a bottle of water on your desk and refill it a few times a day. Coffee and tea count, but watch how much **caffeine** you get, especially later in the day.

## Small swap, big effect

Do not change everything at once. Pick one meal to approach differently this week and build on from there. Do you have specific needs, a medical condition or an allergy? Then ask a dietitian or your GP for advice.

Would you like to look at your eating pattern with a coach, and at what is feasible in your week? Have a look at our [coaches](/en/coaches). Or listen to the podcast episode on eating for steady energy, with three simple swaps for your day.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 30,
  },
  {
    slug: "boundaries-when-working-from-home",
    type: "article",
    topic: "work_life_balance",
    partner: null,
    title: { nl: "Grenzen stellen als je thuiswerkt", en: "Setting boundaries when you work from home" },
    summary: {
      nl: "Als je kantoor ook je woonkamer is, is je werkdag nooit echt voorbij. Zo maak je weer een duidelijk begin en einde.",
      en: "When your office is also your living room, your workday never quite ends. How to create a clear start and finish again.",
    },
    body: {
      nl: `Thuiswerken geeft vrijheid: geen files, meer tijd voor je gezin, werken in je eigen ritme. Maar als je kantoor ook je woonkamer is, vervagen de grenzen snel. Even je mail checken na het eten, een laatste bericht beantwoorden vanaf de bank. Voor je het weet, is je werkdag nooit echt voorbij.

## Waarom grenzen ertoe doen

Je hoofd heeft momenten nodig waarop het werk echt los mag. Onderzoek naar herstel laat zien dat **mentaal loskomen** van je werk een van de belangrijkste voorwaarden is om uitgerust aan de volgende dag te beginnen. Dat lukt slecht als je laptop de hele avond openstaat.

## Maak een begin en een einde

Op kantoor markeert de reis het begin en einde van je werkdag. Thuis moet je die markering zelf maken:

- Begin met een vast ritueel: koffie zetten, je bureau opruimen, je planning voor de dag bekijken.
- Sluit af met een **afsluitritueel**: schrijf op wat morgen als eerste moet, klap je laptop dicht en zet hem weg.
- Maak een korte wandeling om thuis te komen, ook al ben je er al.

## Geef werk een eigen plek

Niet iedereen heeft een werkkamer. Toch helpt het als werk een vaste plek heeft, al is het een hoek van de eettafel. Ruim je spullen aan het einde van de dag op, zodat je er 's avonds niet tegenaan kijkt.

## Temper je meldingen

Meldingen zijn een van de grootste dieven van je vrije tijd. Praktische stappen:

1. Zet werkmail en chatapps op je telefoon op stil buiten je werktijden, of verwijder ze van je telefoon.
2. Gebruik de functie "niet storen" of een focusmodus.
3. Zet je werktijden in je agenda en je e-mailhandtekening, zodat collega's weten wanneer je bereikbaar bent.

## Spreek verwachtingen uit

Veel mensen reageren 's avonds op berichten omdat ze denken dat het verwacht wordt. Vaak is dat helemaal niet zo. Bespreek met je team wat normaal is: wanneer verwacht je een antwoord, en hoe bereik je elkaar als er echt iets dringends is? Duidelijke afspraken geven iedereen rust.

## Ook thuis tellen pauzes

Thuis sla je pauzes sneller over, omdat niemand je meevraagt voor de lunch. Plan ze in, ga naar buiten en eet niet achter je scherm.

## Kijk naar het geheel

Balans tussen werk en privé gaat niet alleen over uren. Het gaat ook over de vraag of je tijd en aandacht hebt voor de dingen en mensen die je belangrijk vindt. Hoe scoor jij? De [Vitascan](/nl/vitascan) meet ook je werk-privébalans. Wil je er met iemand over praten, dan vind je bij Vitaal [coaches](/nl/coaches) die gespecialiseerd zijn in werk-privébalans.`,
      en: `Working from home gives you freedom: no traffic jams, more time for your family, working at your own pace. But when your office is also your living room, the boundaries blur quickly. Checking your email after dinner, answering one last message from the sofa. Before you know it, your workday never really ends.

## Why boundaries matter

Your mind needs moments when it can truly let go of work. Research on recovery shows that **mentally detaching** from work is one of the most important conditions for starting the next day rested. That hardly works if your laptop stays open all evening.

## Create a start and a finish

At the office, the commute marks the start and end of your workday. At home you have to create that marker yourself:

- Start with a fixed ritual: making coffee, tidying your desk, reviewing your plan for the day.
- End with a **shutdown ritual**: write down what needs doing first tomorrow, close your laptop and put it away.
- Take a short walk to come home, even though you are already there.

## Give work a place of its own

Not everyone has a study. Still, it helps if work has a fixed spot, even if it is a corner of the dining table. Clear your things away at the end of the day, so you do not look at them all evening.

## Tame your notifications

Notifications are among the biggest thieves of your free time. Practical steps:

1. Mute work email and chat apps on your phone outside working hours, or remove them from your phone.
2. Use "do not disturb" or a focus mode.
3. Put your working hours in your calendar and email signature, so colleagues know when you are available.

## Say what you expect

Many people answer messages in the evening because they think it is expected. Often it is not at all. Discuss with your team what is normal: when do you expect an answer, and how do you reach each other when something is truly urgent? Clear agreements give everyone peace of mind.

## Breaks count at home too

At home you skip breaks more easily, because nobody asks you to join them for lunch. Plan them in, go outside and do not eat behind your screen.

## Look at the whole picture

Balance between work and private life is not only about hours. It is also about whether you have time and attention for the things and people that matter to you. How do you score? The [Vitascan](/en/vitascan) also measures your work-life balance. And if you want to talk it through with someone, Vitaal has [coaches](/en/coaches) who specialise in work-life balance.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 60,
  },
  {
    slug: "why-connection-matters-for-your-health",
    type: "article",
    topic: "connection",
    partner: null,
    title: { nl: "Waarom verbinding goed is voor je gezondheid", en: "Why connection matters for your health" },
    summary: {
      nl: "De mensen om je heen zijn net zo belangrijk voor je gezondheid als slaap en beweging. Zo investeer je in je contacten.",
      en: "The people around you matter as much for your health as sleep and exercise. How to invest in your relationships.",
    },
    body: {
      nl: `Als het over gezondheid gaat, hebben we het vaak over slapen, bewegen en eten. Maar een van de sterkste factoren wordt regelmatig vergeten: de mensen om je heen. Onderzoek laat keer op keer zien dat mensen met goede sociale contacten zich gemiddeld beter voelen, beter met tegenslag omgaan en gezonder ouder worden.

## Eenzaamheid komt vaker voor dan je denkt

Eenzaamheid is niet hetzelfde als alleen zijn. Je kunt een druk sociaal leven hebben en je toch eenzaam voelen, en je kunt alleen wonen en je prima verbonden voelen. Het gaat om de **kwaliteit** van je contacten: heb je mensen bij wie je jezelf kunt zijn en bij wie je terechtkunt als het tegenzit?

Eenzaamheid komt in alle leeftijdsgroepen voor, ook bij jongvolwassenen en mensen met een drukke baan. Het is geen persoonlijk falen, maar een signaal dat een basisbehoefte niet genoeg wordt vervuld.

## Kleine contacten tellen mee

Verbinding zit niet alleen in diepe gesprekken met je beste vrienden. Ook **lichte contacten** doen ertoe: een praatje met de buurvrouw, de collega bij de koffieautomaat, de vaste medewerker bij de bakker. Zulke momenten geven een gevoel van erbij horen.

## Zo investeer je in je contacten

1. **Neem het initiatief.** Stuur vandaag een bericht naar iemand die je al een tijd niet hebt gesproken. De meeste mensen vinden dat leuker dan je denkt.
2. **Maak het vast.** Een wekelijkse wandeling, een maandelijks etentje: vaste afspraken raken minder snel ondergesneeuwd in de drukte.
3. **Doe samen iets.** Een sportclub, koor, moestuin of vrijwilligerswerk: samen iets doen maakt contact vanzelfsprekender.
4. **Luister echt.** Leg je telefoon weg en stel een vervolgvraag. Aandacht is een van de mooiste dingen die je iemand kunt geven.

## Verbinding op het werk

Je brengt veel tijd door met collega's. Een team waarin je je veilig voelt, maakt het werk lichter. Plan bij thuiswerken bewust momenten voor informeel contact, zoals een online koffie of een vaste dag samen op kantoor.

## Als het moeilijk is

Soms lukt contact maken niet, door verlies, een verhuizing of een periode waarin je je terugtrekt. Dat is begrijpelijk. Het kan helpen om er met iemand over te praten, bijvoorbeeld met een coach. Op Vitaal vind je [coaches](/nl/coaches) die je helpen om stap voor stap weer verbinding te zoeken. Voel je je langere tijd somber, neem dan contact op met je huisarts.

Wil je weten hoe het met jouw sociale contacten gesteld is? De [Vitascan](/nl/vitascan) heeft een apart domein voor verbinding. En in onze podcast over kleine gesprekken hoor je hoe je daar deze week al mee begint.`,
      en: `When we talk about health, we often talk about sleep, exercise and food. But one of the strongest factors is regularly forgotten: the people around you. Research shows time and again that people with good social connections feel better on average, cope better with setbacks and age more healthily.

## Loneliness is more common than you think

Loneliness is not the same as being alone. You can have a busy social life and still feel lonely, and you can live alone and feel well connected. It is about the **quality** of your contacts: do you have people with whom you can be yourself, and whom you can turn to when things are hard?

Loneliness occurs in every age group, including young adults and people with busy jobs. It is not a personal failure, but a signal that a basic need is not being met enough.

## Small contacts count too

Connection is not only found in deep conversations with your best friends. **Light contacts** matter as well: a chat with your neighbour, the colleague at the coffee machine, the familiar face at the bakery. Moments like these give a sense of belonging.

## How to invest in your relationships

1. **Take the initiative.** Send a message today to someone you have not spoken to for a while. Most people appreciate it more than you expect.
2. **Make it regular.** A weekly walk, a monthly dinner: fixed arrangements are less likely to get lost in the rush.
3. **Do something together.** A sports club, choir, community garden or volunteering: doing things together makes contact come more naturally.
4. **Really listen.** Put your phone away and ask a follow-up question. Attention is one of the finest things you can give someone.

## Connection at work

You spend a lot of time with colleagues. A team in which you feel safe makes work lighter. When working from home, deliberately plan moments for informal contact, such as an online coffee or a fixed day together at the office.

## When it is difficult

Sometimes making contact does not work out, because of a loss, a move or a period in which you withdraw. That is understandable. It can help to talk about it with someone, a coach for example. On Vitaal you will find [coaches](/en/coaches) who help you reconnect step by step. If you feel low for a longer time, contact your GP.

Want to know how your social connections are doing? The [Vitascan](/en/vitascan) has a separate area for connection. And in our podcast on small conversations you will hear how to start this week.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 14,
  },
  {
    slug: "vitality-between-client-weeks",
    type: "article",
    topic: "work_life_balance",
    partner: "deloitte",
    title: { nl: "Vitaal blijven tussen klantweken", en: "Staying vital between client weeks" },
    summary: {
      nl: "Wisselende opdrachten, reizen en hotelavonden: zo houd je als consultant je energie op peil, van projectpiek tot herstelweek.",
      en: "Changing assignments, travel and hotel evenings: how to keep your energy up as a consultant, from project peak to recovery week.",
    },
    body: {
      nl: `Werken als consultant betekent vaak: wisselende opdrachten, reizen naar klanten, avonden in een hotel en periodes waarin één deadline alles overheerst. Dat is boeiend werk, maar het vraagt ook veel van je energie. In dit artikel, geschreven voor het Fit Forward-programma, lees je hoe je vitaal blijft als je agenda elke week anders is.

## Piek en herstel horen bij elkaar

Drukke projectfases zijn niet altijd te vermijden. Het probleem ontstaat als de ene piek direct overgaat in de volgende, zonder tijd om bij te komen. Maak daarom bewust ruimte voor **herstel**:

- Plan na een oplevering een rustigere dag of een vrije middag, en zet die op tijd in je agenda.
- Bespreek met je projectleider hoe de werkdruk over het team verdeeld is.
- Kijk na elk project terug: wat kostte energie, en wat zou je de volgende keer anders doen?

## Gezond op reis

Reisdagen zijn verraderlijk: lang zitten, eten wat er te krijgen is, laat naar bed. Een paar gewoontes helpen:

1. **Beweeg onderweg.** Loop het laatste stuk naar de klant, neem de trap in het hotel of doe een korte workout op je kamer.
2. **Neem eten en water mee.** Een handje noten, fruit en een waterfles voorkomen dat je op de automaat bent aangewezen.
3. **Bewaak je slaap.** Houd je opstaantijd zo gelijk mogelijk, ook in een hotel, en leg je laptop een uur voor bedtijd weg.
4. **Kies de trein als het kan.** Dat geeft rust, en soms zelfs tijd om te lezen of even niets te doen.

## Bereikbaarheid en grenzen

Bij klantwerk voelt het soms alsof je altijd bereikbaar moet zijn. Maak afspraken met je team en de klant over wanneer je reageert en wie het overneemt als jij er niet bent. **Duidelijke grenzen** zijn professioneel en geen teken van minder inzet. Een collega die op tijd afsluit, geeft het hele team toestemming om dat ook te doen.

## Contact houden

Wie veel bij klanten zit, ziet de eigen collega's minder. Plan bewust kantoordagen of een gezamenlijke lunch met je team, en houd ook contact met je leidinggevende over hoe het met je gaat. Thuis is het belangrijk dat een drukke week geen drukke maand wordt: spreek af wanneer je er echt bent voor je partner, gezin of vrienden.

## Gebruik wat er is

Via Fit Forward heb je recht op een aantal coachingsgesprekken. Je kiest zelf een coach die past bij wat je nodig hebt, van slaap en stress tot werk-privébalans. Bekijk de [coaches](/nl/coaches) en plan een gesprek op een moment dat jou uitkomt, ook online vanuit je hotelkamer. Begin eventueel met de [Vitascan](/nl/vitascan) om te zien waar je de meeste winst kunt halen, en bekijk de korte video met drie gewoontes voor onderweg.`,
      en: `Working as a consultant often means changing assignments, travelling to clients, evenings in a hotel and periods in which one deadline dominates everything. It is fascinating work, but it also takes a lot of energy. In this article, written for the Fit Forward program, you will read how to stay vital when your calendar looks different every week.

## Peaks and recovery belong together

Busy project phases cannot always be avoided. The problem starts when one peak runs straight into the next, without time to recover. So make room for **recovery** on purpose:

- After a delivery, plan a quieter day or a free afternoon, and put it in your calendar in good time.
- Discuss with your project lead how the workload is spread across the team.
- Look back after every project: what cost energy, and what would you do differently next time?

## Healthy on the road

Travel days are treacherous: long hours of sitting, eating whatever is available, going to bed late. A few habits help:

1. **Move along the way.** Walk the last stretch to the client, take the stairs in the hotel or do a short workout in your room.
2. **Bring food and water.** A handful of nuts, some fruit and a water bottle mean you do not depend on the vending machine.
3. **Guard your sleep.** Keep your wake-up time as steady as possible, even in a hotel, and put your laptop away an hour before bed.
4. **Take the train when you can.** It gives you calm, and sometimes even time to read or simply do nothing.

## Availability and boundaries

With client work it can feel as if you must always be reachable. Agree with your team and the client when you respond and who takes over when you are away. **Clear boundaries** are professional, not a sign of less commitment. A colleague who signs off on time gives the whole team permission to do the same.

## Staying in touch

If you spend a lot of time at clients, you see your own colleagues less. Plan office days or a team lunch on purpose, and keep your manager informed about how you are doing. At home, it matters that a busy week does not turn into a busy month: agree when you are really there for your partner, family or friends.

## Use what is available

Through Fit Forward you are entitled to a number of coaching sessions. You choose a coach who fits what you need, from sleep and stress to work-life balance. Browse the [coaches](/en/coaches) and book a session at a time that suits you, online from your hotel room if you like. You could start with the [Vitascan](/en/vitascan) to see where the biggest gains are, and watch the short video with three habits for the road.`,
    },
    mediaUrl: null,
    captions: null,
    durationSeconds: null,
    publishedDaysAgo: 21,
  },
  {
    slug: "short-breathing-break",
    type: "video",
    topic: "stress",
    partner: null,
    title: { nl: "Een korte ademhalingspauze", en: "A short breathing break" },
    summary: {
      nl: "Vier tellen in, zes tellen uit: een rustige ademhalingsoefening voor tussen twee afspraken door.",
      en: "Four counts in, six counts out: a calm breathing exercise for between two meetings.",
    },
    body: {
      nl: `Deze korte video begeleidt je door een rustige ademhaling: vier tellen in door je neus, zes tellen langzaam uit. Een uitademing die langer duurt dan je inademing helpt je lichaam om na een drukke vergadering of een lastig gesprek weer tot **rust** te komen.

Gebruik de oefening tussen twee afspraken door of voordat je aan een taak begint die veel concentratie vraagt. Zit je in een open ruimte? Zet de ondertiteling aan en volg de oefening zonder geluid. Meer over spanning en herstel lees je in het artikel over stresssignalen herkennen.`,
      en: `This short video guides you through calm breathing: four counts in through your nose, six counts slowly out. An out-breath that lasts longer than your in-breath helps your body return to **rest** after a busy meeting or a difficult conversation.

Use the exercise between two appointments or before starting a task that needs a lot of focus. Sitting in an open-plan space? Turn on the captions and follow along without sound. Read more about pressure and recovery in the article on recognising stress signals.`,
    },
    mediaUrl: "/media/breathing-break.webm",
    captions: { nl: "/media/breathing-break.nl.vtt", en: "/media/breathing-break.en.vtt" },
    durationSeconds: 16,
    publishedDaysAgo: 9,
  },
  {
    slug: "stretch-at-your-desk",
    type: "video",
    topic: "activity",
    partner: null,
    title: { nl: "Strekken aan je bureau", en: "Stretch at your desk" },
    summary: {
      nl: "Schouders, armen en nek: een minuut strekken voor wie lang achter een scherm zit.",
      en: "Shoulders, arms and neck: a minute of stretching for anyone who sits behind a screen for long.",
    },
    body: {
      nl: `Lang zitten maakt je stijf, vooral in je schouders en nek. In deze video doe je in korte tijd drie eenvoudige oefeningen die je naast je bureau kunt doen: schouders rollen, zijwaarts strekken en je hoofd rustig draaien. Je hebt er geen sportkleding of ruimte voor nodig.

Doe de oefeningen een paar keer per dag, bijvoorbeeld elk uur of na elk online overleg. Beweeg **rustig** en binnen wat prettig voelt; pijn is een teken om te stoppen. Wil je meer beweging in je werkdag? Lees dan ook het artikel over meer bewegen op een werkdag.`,
      en: `Sitting for a long time makes you stiff, especially in your shoulders and neck. In this video you do three simple exercises beside your desk in a short time: rolling your shoulders, stretching sideways and turning your head slowly. You need no sports clothes and no extra space.

Do the exercises a few times a day, for example every hour or after each online meeting. Move **gently** and within what feels comfortable; pain is a sign to stop. Want more movement in your workday? Also read the article on moving more during the workday.`,
    },
    mediaUrl: "/media/desk-stretch-routine.webm",
    captions: { nl: "/media/desk-stretch-routine.nl.vtt", en: "/media/desk-stretch-routine.en.vtt" },
    durationSeconds: 14,
    publishedDaysAgo: 38,
  },
  {
    slug: "fit-on-the-road",
    type: "video",
    topic: "energy",
    partner: "deloitte",
    title: { nl: "Fit onderweg: drie gewoontes voor klantweken", en: "Fit on the road: three habits for client weeks" },
    summary: {
      nl: "Een week bij de klant en een avond in het hotel? Drie gewoontes die je energie op peil houden als je veel reist.",
      en: "A week at the client and an evening in the hotel? Three habits that keep your energy up when you travel a lot.",
    },
    body: {
      nl: `Gemaakt voor Fit Forward: een korte video voor iedereen die regelmatig bij klanten werkt. Je krijgt drie gewoontes mee die je energie op peil houden als je agenda vol staat met reizen, workshops en hotelavonden: **bewegen** onderweg, eten en water bij de hand, en een vaste bedtijd.

Kies er deze week één uit en probeer die bij je volgende klantbezoek. In het artikel over vitaal blijven tussen klantweken lees je meer, en via Fit Forward kun je met een [coach](/nl/coaches) een plan maken dat past bij jouw projecten.`,
      en: `Made for Fit Forward: a short video for everyone who regularly works at client sites. You get three habits that keep your energy up when your calendar is full of travel, workshops and hotel evenings: **moving** along the way, food and water at hand, and a fixed bedtime.

Pick one this week and try it on your next client visit. The article on staying vital between client weeks tells you more, and through Fit Forward you can make a plan with a [coach](/en/coaches) that fits your projects.`,
    },
    mediaUrl: "/media/fit-on-the-road.webm",
    captions: { nl: "/media/fit-on-the-road.nl.vtt", en: "/media/fit-on-the-road.en.vtt" },
    durationSeconds: 18,
    publishedDaysAgo: 5,
  },
  {
    slug: "the-power-of-small-conversations",
    type: "podcast",
    topic: "connection",
    partner: null,
    title: { nl: "De kracht van kleine gesprekken", en: "The power of small conversations" },
    summary: {
      nl: "Een praatje bij de koffieautomaat lijkt onbelangrijk, maar het telt op. Over verbinding in een drukke week.",
      en: "A chat at the coffee machine seems trivial, but it adds up. On connection in a busy week.",
    },
    body: {
      nl: `In deze aflevering van de Vitaal-podcast gaat het over de kleine gesprekken die je dag kleur geven. Waarom doen lichte contacten ertoe voor je welzijn, en hoe houd je contact als je vooral thuiswerkt of het gewoon druk hebt?

## In deze aflevering

- Waarom verbondenheid helpt om beter met druk om te gaan
- Het verschil tussen alleen zijn en je eenzaam voelen
- Contact maken als je thuiswerkt
- Een kleine opdracht voor deze week

## Opdracht voor deze week

Stuur **drie berichtjes** naar mensen die je al even niet hebt gesproken, en maak met één van hen een afspraak voor een wandeling of een kop koffie.

Meer lezen? Bekijk het artikel over waarom verbinding goed is voor je gezondheid, of zoek een [coach](/nl/coaches) om samen te kijken naar je sociale contacten.`,
      en: `In this episode of the Vitaal podcast we talk about the small conversations that colour your day. Why do light contacts matter for your wellbeing, and how do you stay in touch when you mostly work from home or are simply busy?

## In this episode

- Why feeling connected helps you cope with pressure
- The difference between being alone and feeling lonely
- Reaching out when you work from home
- A small assignment for this week

## This week's assignment

Send **three short messages** to people you have not spoken to for a while, and arrange a walk or a coffee with one of them.

Want to read more? See the article on why connection matters for your health, or find a [coach](/en/coaches) to look at your social connections together.`,
    },
    mediaUrl: "/media/small-conversations.webm",
    captions: { nl: "/media/small-conversations.nl.vtt", en: "/media/small-conversations.en.vtt" },
    durationSeconds: 26,
    publishedDaysAgo: 110,
  },
  {
    slug: "eating-for-steady-energy",
    type: "podcast",
    topic: "nutrition",
    partner: null,
    title: { nl: "Eten voor een stabiele energie", en: "Eating for steady energy" },
    summary: {
      nl: "Waarom zakt je energie na de lunch in, en wat kun je eraan doen? Drie eenvoudige ruilen voor je dag.",
      en: "Why does your energy drop after lunch, and what can you do about it? Three simple swaps for your day.",
    },
    body: {
      nl: `Ken je dat: na de lunch zakt je energie in en grijp je naar iets zoets? In deze aflevering kijken we hoe eten je helpt om je energie over de dag stabieler te houden. Geen strenge regels, wel een paar slimme keuzes.

## In deze aflevering

- Wat er na een zware of zoete maaltijd met je energie gebeurt
- Waarom **eiwit en vezels** je langer verzadigd houden
- Drie eenvoudige ruilen voor ontbijt, lunch en tussendoortje
- Hoeveel water je eigenlijk nodig hebt op een werkdag

## Drie ruilen om te proberen

1. Wit brood met zoet beleg wordt volkorenbrood met ei of hummus.
2. Een broodje uit de automaat wordt een lunchbox met groente en peulvruchten.
3. Een koek om vier uur wordt een appel met een handje noten.

Heb je een medische aandoening of allergie, vraag dan advies aan een diëtist. Lees verder in het artikel over eten voor energie op het werk.`,
      en: `Know the feeling: after lunch your energy drops and you reach for something sweet? In this episode we look at how food can help keep your energy steadier through the day. No strict rules, just a few smart choices.

## In this episode

- What happens to your energy after a heavy or sugary meal
- Why **protein and fibre** keep you full for longer
- Three simple swaps for breakfast, lunch and snacks
- How much water you actually need on a workday

## Three swaps to try

1. White bread with a sweet topping becomes wholegrain bread with egg or hummus.
2. A sandwich from the vending machine becomes a lunchbox with vegetables and pulses.
3. A biscuit at four o'clock becomes an apple with a handful of nuts.

If you have a medical condition or allergy, ask a dietitian for advice. Read on in the article on eating for energy at work.`,
    },
    mediaUrl: "/media/eating-for-steady-energy.webm",
    captions: { nl: "/media/eating-for-steady-energy.nl.vtt", en: "/media/eating-for-steady-energy.en.vtt" },
    durationSeconds: 28,
    publishedDaysAgo: 200,
  },
  {
    slug: "webinar-sleep-reset",
    type: "webinar_recording",
    topic: "sleep",
    partner: null,
    title: { nl: "Webinar: je slaapritme resetten", en: "Webinar: resetting your sleep rhythm" },
    summary: {
      nl: "De opname van ons webinar over je biologische klok, licht en een vaste opstaantijd, met slaapcoach Sanne de Jong.",
      en: "The recording of our webinar on your body clock, light and a fixed wake-up time, with sleep coach Sanne de Jong.",
    },
    body: {
      nl: `Na een vakantie, een drukke periode of maanden van laat naar bed gaan kan je slaapritme flink verschoven zijn. In dit webinar laat slaapcoach **Sanne de Jong** zien hoe je in twee weken weer een regelmatig ritme opbouwt.

## Wat je leert

- Hoe je biologische klok werkt en waarom licht zo belangrijk is
- Waarom een vaste opstaantijd meer doet dan een vroege bedtijd
- Hoe je omgaat met piekeren en wakker liggen
- Een persoonlijk plan voor de komende twee weken

## Over de presentator

Sanne de Jong is slaapcoach bij Vitaal. Ze helpt mensen met een druk leven, ook met jonge kinderen of wisseldiensten, om rust te vinden in hun avond en nacht. Wil je na het webinar verder met je eigen slaap? Plan een gesprek via haar [profiel](/nl/coaches/sanne-de-jong).

Dit webinar geeft algemene informatie en is geen medisch advies. Slaap je al langere tijd slecht, bespreek dat dan met je huisarts.`,
      en: `After a holiday, a busy period or months of going to bed late, your sleep rhythm can be quite out of step. In this webinar, sleep coach **Sanne de Jong** shows how to build a regular rhythm again within two weeks.

## What you will learn

- How your body clock works and why light matters so much
- Why a fixed wake-up time does more than an early bedtime
- How to deal with worrying and lying awake
- A personal plan for the next two weeks

## About the presenter

Sanne de Jong is a sleep coach at Vitaal. She helps people with busy lives, including those with young children or shift work, find calm in their evenings and nights. Want to continue working on your sleep after the webinar? Book a session through her [profile](/en/coaches/sanne-de-jong).

This webinar offers general information and is not medical advice. If you have been sleeping badly for a long time, talk to your GP.`,
    },
    mediaUrl: "/media/breathing-break.webm",
    captions: { nl: "/media/webinar-sleep-reset.nl.vtt", en: "/media/webinar-sleep-reset.en.vtt" },
    durationSeconds: 16,
    publishedDaysAgo: 1,
  },
];
