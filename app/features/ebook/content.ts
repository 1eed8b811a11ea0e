import type { Language } from "~/features/i18n/config";

export interface EbookChapter {
  title: string;
  paragraphs: string[];
}

export interface Ebook {
  title: string;
  subtitle: string;
  description: string;
  chapters: EbookChapter[];
}

// The ebook's text, written for Vitaal. Plain text (typeset into the PDF by pdf.server.ts), in the
// characters of the PDF's standard fonts.
export const ebook: Record<Language, Ebook> = {
  nl: {
    title: "Tien weken vitaler",
    subtitle: "Een praktische gids voor energie, rust en plezier in je werk",
    description:
      "Een handzaam e-book over slaap, energie, stress, bewegen, eten en verbinding, met een plan van tien weken. Geen dieet en geen bootcamp: kleine stappen die je volhoudt naast een drukke baan.",
    chapters: [
      {
        title: "Waarom vitaliteit geen luxe is",
        paragraphs: [
          "Vitaliteit is de energie en veerkracht waarmee je je dag doorkomt, en de zin die je erin hebt. Het is geen eindtoestand die je bereikt, maar iets dat meebeweegt met je werk, je thuissituatie en je gezondheid. Op drukke weken zakt het in, na een goede vakantie veert het op. Dat is normaal.",
          "Wat wel telt, is de richting. Wie maandenlang op reserve draait, merkt dat vaak pas als slapen niet meer helpt en kleine tegenvallers groot voelen. Dit boek helpt je eerder bij te sturen, met kleine aanpassingen die je in je gewone week kunt inpassen.",
          "Je hoeft niet alles tegelijk te doen. Kies het hoofdstuk dat nu het meest knelt, probeer een of twee ideeën twee weken uit en kijk wat het je brengt. Het plan aan het eind zet alles in een volgorde die voor de meeste mensen goed werkt.",
        ],
      },
      {
        title: "Slaap: de basis onder alles",
        paragraphs: [
          "Slaap is het moment waarop je lichaam herstelt en je hoofd de dag verwerkt. De meeste volwassenen hebben zeven tot negen uur nodig. Belangrijker dan een exact getal is regelmaat: elke dag ongeveer op dezelfde tijd opstaan, ook in het weekend, zet je interne klok vast.",
          "Daglicht in de ochtend helpt die klok. Een wandeling van tien minuten buiten voor je begint te werken doet meer dan je zou denken. Schermen en fel licht laat op de avond doen het omgekeerde: ze stellen het slaapsignaal uit.",
          "Lig je langer dan twintig minuten wakker, sta dan even op en doe iets rustigs bij gedimd licht. Piekeren in bed maakt van je bed een plek om te piekeren. Houdt slecht slapen weken aan, bespreek het dan met je huisarts.",
        ],
      },
      {
        title: "Energie en pauzes",
        paragraphs: [
          "Je energie golft over de dag. De meeste mensen hebben een of twee pieken waarin denkwerk makkelijk gaat, en dalen waarin dat moeite kost. Plan je moeilijkste werk in je piek en bewaar mail en routineklussen voor de dalen.",
          "Korte pauzes werken beter dan een lange. Na vijftig tot negentig minuten geconcentreerd werken is een pauze van vijf minuten genoeg om weer scherp te zijn, zeker als je opstaat, iets drinkt en even niet naar een scherm kijkt.",
          "Let ook op wat je energie geeft buiten het werk. Een hobby, een gesprek met een vriend, tijd in de natuur: het zijn geen beloningen voor als het werk af is, maar brandstof waardoor je het werk aankunt.",
        ],
      },
      {
        title: "Stress en herstel",
        paragraphs: [
          "Stress is op zich niet slecht. Een deadline kan je scherp maken. Het wordt een probleem als de spanning niet meer zakt: als je 's avonds nog aan staat, slecht slaapt en kleine dingen je irriteren. Dan ontbreekt herstel, niet alleen rust.",
          "Herstel begint met merken wat er gebeurt. Signalen zijn per persoon verschillend: hoofdpijn, een gejaagd gevoel, kortaf reageren, niet meer kunnen genieten. Schrijf een week lang op wanneer je ze merkt en wat eraan voorafging.",
          "Een paar minuten rustig ademen, met een uitademing die langer is dan de inademing, zet je lichaam in een rustiger stand. Praat er ook over, met een collega, je leidinggevende of een coach. Wie het alleen probeert op te lossen, houdt het vaak te lang vol.",
        ],
      },
      {
        title: "Bewegen in een zittende baan",
        paragraphs: [
          "De beweegrichtlijn vraagt minstens twee en een half uur matig intensief bewegen per week, verspreid over meerdere dagen, en twee keer per week iets voor je spieren. Dat klinkt veel, maar een stevige wandeling van twintig minuten per dag brengt je al een heel eind.",
          "Minstens zo belangrijk is minder lang stilzitten. Sta elk half uur even op: pak water, loop naar een collega in plaats van te mailen, neem een telefoongesprek staand of lopend. Je rug, je bloedvaten en je concentratie merken het.",
          "Kies beweging die je leuk vindt, dan houd je het vol. Samen sporten helpt ook: een vaste afspraak met een collega of een team voor een loopevenement maakt het makkelijker om door te gaan als de motivatie even zakt.",
        ],
      },
      {
        title: "Eten voor een stabiele energie",
        paragraphs: [
          "Wat je eet, bepaalt mee hoe je je de rest van de dag voelt. Maaltijden met veel snelle suikers geven een korte piek en daarna een dip. Volkoren producten, groente, peulvruchten, noten en eiwitten geven langer gelijkmatige energie.",
          "Een goed ontbijt en een echte lunchpauze helpen. Wie de lunch achter het scherm wegwerkt of overslaat, grijpt 's middags vaker naar iets zoets. Zet fruit en noten binnen handbereik, dan is de gezonde keuze de makkelijke.",
          "Drink genoeg water, en wees zuinig met koffie na het begin van de middag: cafeine werkt uren door en kan je slaap verstoren. Alcohol helpt misschien bij het inslapen, maar maakt je slaap onrustiger.",
        ],
      },
      {
        title: "Verbinding met anderen",
        paragraphs: [
          "Mensen die zich verbonden voelen met anderen, zijn gemiddeld gezonder en veerkrachtiger. Het gaat niet om een groot netwerk, maar om een paar mensen bij wie je jezelf kunt zijn en op wie je kunt terugvallen.",
          "Op het werk zit verbinding vaak in kleine dingen: even vragen hoe het gaat en echt luisteren, samen lunchen, een collega helpen. Thuiswerken maakt die momenten schaarser, dus plan ze bewust in.",
          "Merk je dat je je terugtrekt, juist als het zwaar is? Dat is een bekend patroon. Zoek dan iemand op, ook als je daar weinig zin in hebt. Een kort gesprek kan meer opluchten dan je verwacht.",
        ],
      },
      {
        title: "Werken met een coach",
        paragraphs: [
          "Een coach helpt je om helder te krijgen wat je wilt veranderen en hoe je dat aanpakt. Het gesprek gaat over jouw vragen, in jouw tempo. Een coach geeft geen diagnose en vervangt geen huisarts of psycholoog, maar kan je wel helpen de weg daarheen te vinden als dat nodig is.",
          "Een goed eerste gesprek is een kennismaking: wat speelt er, wat wil je bereiken, past deze coach bij je? Daarna spreek je samen af hoe vaak je elkaar ziet. Vaak zijn drie tot zes gesprekken genoeg om in beweging te komen.",
          "Wat je met je coach bespreekt, blijft tussen jullie. Je werkgever of verzekeraar ziet niet wie coaching gebruikt of waarover het gaat. Kies in Vitaal een coach die bij je past en plan je eerste gesprek wanneer het jou uitkomt.",
        ],
      },
      {
        title: "Een plan van tien weken",
        paragraphs: [
          "Week 1 en 2: doe de vitascan en kies een thema. Zet een vaste opsta-tijd en wandel elke ochtend tien minuten buiten. Week 3 en 4: plan je werk rond je energiepieken en neem na elk blok geconcentreerd werk een korte pauze.",
          "Week 5 en 6: kijk naar je stresssignalen en oefen dagelijks twee minuten rustig ademen. Spreek met iemand af over hoe het gaat. Week 7 en 8: beweeg elke dag twintig minuten en sta elk half uur even op. Maak van de lunch een echte pauze.",
          "Week 9 en 10: kijk terug. Wat werkte, wat niet? Houd de twee of drie gewoontes vast die het meeste opleverden en laat de rest los. Doe na negentig dagen opnieuw de vitascan en vergelijk. Kleine stappen, volgehouden, maken het verschil.",
        ],
      },
    ],
  },
  en: {
    title: "Ten weeks to more vitality",
    subtitle: "A practical guide to energy, calm and enjoying your work",
    description:
      "A handy ebook on sleep, energy, stress, movement, food and connection, with a ten-week plan. No diet and no boot camp: small steps you can keep up next to a busy job.",
    chapters: [
      {
        title: "Why vitality is not a luxury",
        paragraphs: [
          "Vitality is the energy and resilience that carry you through the day, and the sense of purpose you find in it. It is not a final state you reach, but something that moves with your work, your home life and your health. It dips in busy weeks and bounces back after a good holiday. That is normal.",
          "What matters is the direction. People who run on reserve for months often notice only when sleep no longer helps and small setbacks feel big. This book helps you adjust earlier, with small changes that fit into your ordinary week.",
          "You do not have to do everything at once. Pick the chapter that pinches most right now, try one or two ideas for two weeks and see what they bring. The plan at the end puts everything in an order that works well for most people.",
        ],
      },
      {
        title: "Sleep: the base under everything",
        paragraphs: [
          "Sleep is when your body recovers and your mind processes the day. Most adults need seven to nine hours. More important than an exact number is regularity: getting up at about the same time every day, weekends included, anchors your internal clock.",
          "Daylight in the morning helps that clock. A ten-minute walk outside before you start work does more than you would think. Screens and bright light late in the evening do the opposite: they delay the signal to sleep.",
          "If you lie awake for more than twenty minutes, get up for a while and do something calm in dim light. Worrying in bed turns your bed into a place for worrying. If poor sleep lasts for weeks, talk to your GP about it.",
        ],
      },
      {
        title: "Energy and breaks",
        paragraphs: [
          "Your energy comes in waves over the day. Most people have one or two peaks in which thinking comes easily, and troughs in which it takes effort. Plan your hardest work in your peak and keep email and routine tasks for the troughs.",
          "Short breaks work better than one long one. After fifty to ninety minutes of focused work, a five-minute break is enough to be sharp again, especially if you stand up, drink something and look away from a screen for a moment.",
          "Also notice what gives you energy outside work. A hobby, a talk with a friend, time in nature: these are not rewards for when the work is done, but fuel that lets you handle the work.",
        ],
      },
      {
        title: "Stress and recovery",
        paragraphs: [
          "Stress in itself is not bad. A deadline can sharpen you. It becomes a problem when the tension no longer drops: when you are still switched on in the evening, sleep badly and small things irritate you. Then what is missing is recovery, not just rest.",
          "Recovery starts with noticing what happens. Signals differ from person to person: headaches, a rushed feeling, snapping at people, no longer enjoying things. For one week, write down when you notice them and what came before.",
          "A few minutes of calm breathing, with an out-breath longer than the in-breath, puts your body in a calmer state. Talk about it too, with a colleague, your manager or a coach. People who try to solve it alone often keep going too long.",
        ],
      },
      {
        title: "Moving in a desk job",
        paragraphs: [
          "Health guidelines ask for at least two and a half hours of moderate activity a week, spread over several days, and something for your muscles twice a week. That sounds like a lot, but a brisk twenty-minute walk a day already takes you a long way.",
          "Sitting less is at least as important. Stand up every half hour: fetch water, walk to a colleague instead of sending an email, take a phone call standing or walking. Your back, your blood vessels and your focus will notice.",
          "Choose exercise you enjoy, and you will keep it up. Exercising together helps too: a regular date with a colleague, or a team for a running event, makes it easier to carry on when motivation dips for a while.",
        ],
      },
      {
        title: "Eating for steady energy",
        paragraphs: [
          "What you eat shapes how you feel for the rest of the day. Meals full of fast sugars give a short peak and then a dip. Wholegrain foods, vegetables, pulses, nuts and protein give steadier energy for longer.",
          "A good breakfast and a real lunch break help. People who work through lunch behind the screen, or skip it, reach for something sweet more often in the afternoon. Keep fruit and nuts within reach, so the healthy choice is the easy one.",
          "Drink enough water, and go easy on coffee after early afternoon: caffeine keeps working for hours and can disturb your sleep. Alcohol may help you fall asleep, but it makes your sleep more restless.",
        ],
      },
      {
        title: "Connection with others",
        paragraphs: [
          "People who feel connected to others are, on average, healthier and more resilient. It is not about a large network, but about a few people with whom you can be yourself and on whom you can fall back.",
          "At work, connection often lives in small things: asking how someone is and really listening, having lunch together, helping a colleague. Working from home makes those moments scarcer, so plan them on purpose.",
          "Do you notice that you withdraw, precisely when things are hard? That is a well-known pattern. Seek someone out then, even if you do not feel like it. A short conversation can bring more relief than you expect.",
        ],
      },
      {
        title: "Working with a coach",
        paragraphs: [
          "A coach helps you get clear on what you want to change and how to go about it. The conversation is about your questions, at your pace. A coach does not diagnose and does not replace a GP or psychologist, but can help you find the way there when that is needed.",
          "A good first session is an introduction: what is going on, what do you want to achieve, does this coach suit you? Then you agree together how often you meet. Three to six sessions are often enough to get moving.",
          "What you discuss with your coach stays between the two of you. Your employer or insurer does not see who uses coaching or what it is about. Choose a coach who suits you in Vitaal and plan your first session when it suits you.",
        ],
      },
      {
        title: "A ten-week plan",
        paragraphs: [
          "Weeks 1 and 2: take the vitascan and choose a theme. Set a fixed time to get up and walk outside for ten minutes every morning. Weeks 3 and 4: plan your work around your energy peaks and take a short break after each block of focused work.",
          "Weeks 5 and 6: look at your stress signals and practise two minutes of calm breathing every day. Arrange to talk with someone about how things are going. Weeks 7 and 8: move for twenty minutes every day and stand up every half hour. Make lunch a real break.",
          "Weeks 9 and 10: look back. What worked, what did not? Keep the two or three habits that gave you most and let the rest go. After ninety days, take the vitascan again and compare. Small steps, kept up, make the difference.",
        ],
      },
    ],
  },
};
