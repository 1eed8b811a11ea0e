import type { DemoEvent, DemoEventSession, DemoWebinar } from "./content-types";

// The demo's events and webinars. Every event, place and text here is invented for the demo; dates
// are relative to the day the demo is seeded.

const deloitteOffice = "Deloitte, Gustav Mahlerlaan 2970, Amsterdam";

const vitalitySession = (
  slug: string,
  index: number,
  title: { nl: string; en: string },
  online: boolean,
): DemoEventSession => ({
  slug,
  title,
  startsInDays: 7 + index * 9,
  startTime: online ? "12:00" : "16:00",
  durationMinutes: online ? 60 : 90,
  location: online ? null : deloitteOffice,
  onlineUrl: online ? `https://meet.vitaal.example/deloitte-${slug}` : null,
  capacity: online ? 40 : 24,
  deadlineDaysBefore: 1,
});

const tourStop = (city: string, office: string, startsInDays: number): DemoEventSession => ({
  slug: `fit-forward-tour-${city.toLowerCase()}`,
  title: { nl: `Fit Forward Tour ${city}`, en: `Fit Forward Tour ${city}` },
  startsInDays,
  startTime: "10:00",
  durationMinutes: 360,
  location: office,
  onlineUrl: null,
  capacity: 120,
  deadlineDaysBefore: 3,
  choices: [
    { value: "morning", label: { nl: "Ochtendprogramma", en: "Morning programme" } },
    { value: "afternoon", label: { nl: "Middagprogramma", en: "Afternoon programme" } },
    { value: "whole-day", label: { nl: "De hele dag", en: "The whole day" } },
  ],
});

export const demoEvents: DemoEvent[] = [
  {
    slug: "deloitte-sport-events",
    kind: "sport_event",
    partner: "deloitte",
    title: { nl: "Deloitte sportevenementen", en: "Deloitte sport events" },
    summary: {
      nl: "Loop, schaats of beweeg mee in het Fit Forward-team. Deloitte regelt je startbewijs, een teamshirt en een plek om samen na te praten.",
      en: "Run, skate or move along in the Fit Forward team. Deloitte arranges your entry, a team shirt and a place to celebrate together afterwards.",
    },
    body: {
      nl: `Samen sporten is leuker en houd je langer vol. Daarom doet Fit Forward elk jaar met een team mee aan een reeks evenementen door het land, en een keer daarbuiten.

## Wat Deloitte regelt

- je startbewijs en een Fit Forward-teamshirt;
- een verzamelplek bij de start en bij de finish;
- een trainingsschema op maat van je afstand, in de app.

## Wat je zelf doet

Kies je evenement en je afstand, schrijf je in en train rustig op. Twijfel je of een afstand past? Kies de kortere: uitlopen met een glimlach is het doel.`,
      en: `Exercising together is more fun and easier to keep up. That is why Fit Forward joins a series of events across the country every year with a team, and one abroad.

## What Deloitte arranges

- your entry and a Fit Forward team shirt;
- a meeting point at the start and at the finish;
- a training plan for your distance, in the app.

## What you do

Choose your event and distance, register and train at an easy pace. Not sure a distance suits you? Pick the shorter one: finishing with a smile is the goal.`,
    },
    image: "/images/events/run.svg",
    sessions: [
      {
        slug: "bruggenloop-rotterdam",
        title: { nl: "Bruggenloop Rotterdam", en: "Bruggenloop Rotterdam" },
        startsInDays: 24,
        startTime: "11:00",
        durationMinutes: 180,
        location: "Start bij de Erasmusbrug, Rotterdam",
        onlineUrl: null,
        capacity: 150,
        deadlineDaysBefore: 10,
        choices: [
          { value: "7-5k", label: { nl: "7,5 km", en: "7.5 km" } },
          { value: "15k", label: { nl: "15 km", en: "15 km" } },
        ],
      },
      {
        slug: "dam-to-dam",
        title: { nl: "Dam tot Damloop", en: "Dam tot Damloop" },
        startsInDays: 45,
        startTime: "10:30",
        durationMinutes: 240,
        location: "Start op de Prins Hendrikkade, Amsterdam; finish in Zaandam",
        onlineUrl: null,
        capacity: 250,
        deadlineDaysBefore: 14,
        choices: [
          { value: "16-1k", label: { nl: "10 Engelse mijl (16,1 km)", en: "10 English miles (16.1 km)" } },
          { value: "4-mile", label: { nl: "4 Engelse mijl (6,4 km)", en: "4 English miles (6.4 km)" } },
        ],
      },
      {
        slug: "eindhoven",
        title: { nl: "Marathon Eindhoven", en: "Eindhoven Marathon" },
        startsInDays: 66,
        startTime: "10:00",
        durationMinutes: 360,
        location: "Start op de Vestdijk, Eindhoven",
        onlineUrl: null,
        capacity: 120,
        deadlineDaysBefore: 14,
        choices: [
          { value: "10k", label: { nl: "10 km", en: "10 km" } },
          { value: "half", label: { nl: "Halve marathon", en: "Half marathon" } },
          { value: "full", label: { nl: "Marathon", en: "Marathon" } },
        ],
      },
      {
        slug: "groningen",
        title: { nl: "4 Mijl van Groningen", en: "4 Mile of Groningen" },
        startsInDays: 80,
        startTime: "13:00",
        durationMinutes: 150,
        location: "Start in Haren, finish op de Vismarkt, Groningen",
        onlineUrl: null,
        capacity: 100,
        deadlineDaysBefore: 10,
      },
      {
        slug: "live-in-theater",
        title: { nl: "Fit Forward Live in het theater", en: "Fit Forward Live at the theatre" },
        startsInDays: 33,
        startTime: "19:30",
        durationMinutes: 150,
        location: "Theater Spant!, Bussum",
        onlineUrl: null,
        capacity: 400,
        deadlineDaysBefore: 5,
      },
      {
        slug: "weissensee",
        title: { nl: "Schaatstocht op de Weissensee", en: "Skating tour on the Weissensee" },
        startsInDays: 95,
        startTime: "08:30",
        durationMinutes: 480,
        location: "Techendorf, Weissensee, Oostenrijk",
        onlineUrl: null,
        capacity: 60,
        deadlineDaysBefore: 30,
        choices: [
          { value: "50k", label: { nl: "50 km", en: "50 km" } },
          { value: "100k", label: { nl: "100 km", en: "100 km" } },
          { value: "200k", label: { nl: "200 km", en: "200 km" } },
        ],
      },
    ],
  },
  {
    slug: "deloitte-vitality-sessions",
    kind: "vitality_session",
    partner: "deloitte",
    title: { nl: "Vitaliteitssessies", en: "Vitality sessions" },
    summary: {
      nl: "Negen sessies over gedrag, gewoontes en vitaliteit op het werk. Doe ze allemaal of kies wat je nu nodig hebt.",
      en: "Nine sessions on behaviour, habits and vitality at work. Join them all or pick what you need right now.",
    },
    body: {
      nl: `De vitaliteitssessies helpen je om te begrijpen waarom goede voornemens zo vaak stranden, en wat wel werkt. Elke sessie heeft een eigen thema, een korte inleiding van een coach en vooral veel oefenen met je eigen situatie.

## Hoe het werkt

Sommige sessies zijn op kantoor in Amsterdam, andere online over de middag. Je schrijft je per sessie in. Na afloop krijg je een samenvatting en een kleine opdracht voor de weken erna.`,
      en: `The vitality sessions help you understand why good intentions so often fail, and what works instead. Each session has its own theme, a short introduction by a coach and, above all, lots of practice with your own situation.

## How it works

Some sessions are at the Amsterdam office, others online over lunch. You register per session. Afterwards you get a summary and a small assignment for the weeks that follow.`,
    },
    image: "/images/events/workshop.svg",
    sessions: [
      vitalitySession("start", 0, { nl: "Start: waar sta je nu?", en: "Start: where are you now?" }, false),
      vitalitySession(
        "focus",
        1,
        { nl: "Focus: wat wil je veranderen?", en: "Focus: what do you want to change?" },
        true,
      ),
      vitalitySession("find-your-focus", 2, { nl: "Vind je focus", en: "Find your focus" }, true),
      vitalitySession("behavior", 3, { nl: "Gedrag: zo ontstaan gewoontes", en: "Behaviour: how habits form" }, false),
      vitalitySession(
        "context",
        4,
        { nl: "Context: je omgeving stuurt mee", en: "Context: your surroundings steer you" },
        true,
      ),
      vitalitySession(
        "restraints",
        5,
        { nl: "Remmen: wat houdt je tegen?", en: "Restraints: what holds you back?" },
        true,
      ),
      vitalitySession(
        "talents",
        6,
        { nl: "Talenten: bouwen op wat je goed kunt", en: "Talents: building on your strengths" },
        false,
      ),
      vitalitySession("teams", 7, { nl: "Teams: vitaal als team", en: "Teams: vitality as a team" }, false),
      vitalitySession("values", 8, { nl: "Waarden: wat voor jou telt", en: "Values: what matters to you" }, true),
    ],
  },
  {
    slug: "fit-forward-tour",
    kind: "tour",
    partner: "deloitte",
    title: { nl: "Fit Forward Tour", en: "Fit Forward Tour" },
    summary: {
      nl: "Een vitaliteitsdag die langs de kantoren trekt: workshops, een gezondheidscheck en een wandeling met collega's.",
      en: "A vitality day travelling past the offices: workshops, a health check and a walk with colleagues.",
    },
    body: {
      nl: `De Fit Forward Tour brengt een dag vol vitaliteit naar jouw kantoor. Loop binnen wanneer het je past of kies een dagdeel.

## Op het programma

- korte workshops over slaap, energie en stress;
- een gezondheidscheck (bloeddruk, lengte en gewicht) bij een verpleegkundige, vertrouwelijk;
- een wandeling van een half uur door de buurt, met collega's;
- een gezonde lunch.`,
      en: `The Fit Forward Tour brings a day full of vitality to your office. Drop in when it suits you or choose part of the day.

## On the programme

- short workshops on sleep, energy and stress;
- a health check (blood pressure, height and weight) with a nurse, in confidence;
- a thirty-minute walk around the area, with colleagues;
- a healthy lunch.`,
    },
    image: "/images/events/walk.svg",
    sessions: [
      tourStop("Amsterdam", deloitteOffice, 12),
      tourStop("Rotterdam", "Deloitte, Wilhelminakade 1, Rotterdam", 26),
      tourStop("Utrecht", "Deloitte, Stadsplateau 1, Utrecht", 40),
      tourStop("Eindhoven", "Deloitte, Flight Forum 1, Eindhoven", 54),
    ],
  },
  {
    slug: "sunrise-run-utrecht",
    kind: "sport_event",
    partner: null,
    title: { nl: "Zonsopgangloop Utrecht", en: "Sunrise run Utrecht" },
    summary: {
      nl: "Een rustige loop van 5 of 10 km langs de Utrechtse singels, terwijl de stad wakker wordt. Koffie na afloop.",
      en: "An easy 5 or 10 km run along Utrecht's canals while the city wakes up. Coffee afterwards.",
    },
    body: {
      nl: `Begin de dag met frisse lucht en een groep gelijkgestemden. Er is geen tijdwaarneming: het tempo is gezellig en niemand loopt alleen.

## Goed om te weten

- verzamelen twintig minuten voor de start bij het Ledig Erf;
- een lichtgevend hesje krijg je van ons;
- douchen kan niet, een kop koffie wel.`,
      en: `Start the day with fresh air and a group of like-minded people. There is no timing: the pace is sociable and nobody runs alone.

## Good to know

- meet twenty minutes before the start at the Ledig Erf;
- we hand out a reflective vest;
- there are no showers, but there is coffee.`,
    },
    image: "/images/events/run.svg",
    sessions: [
      {
        slug: "sunrise-run-utrecht-spring",
        title: { nl: "Lenteloop", en: "Spring run" },
        startsInDays: 16,
        startTime: "07:00",
        durationMinutes: 90,
        location: "Ledig Erf, Utrecht",
        onlineUrl: null,
        capacity: 60,
        deadlineDaysBefore: 2,
        choices: [
          { value: "5k", label: { nl: "5 km", en: "5 km" } },
          { value: "10k", label: { nl: "10 km", en: "10 km" } },
        ],
      },
      {
        slug: "sunrise-run-utrecht-summer",
        title: { nl: "Zomerloop", en: "Summer run" },
        startsInDays: 58,
        startTime: "06:30",
        durationMinutes: 90,
        location: "Ledig Erf, Utrecht",
        onlineUrl: null,
        capacity: 60,
        deadlineDaysBefore: 2,
        choices: [
          { value: "5k", label: { nl: "5 km", en: "5 km" } },
          { value: "10k", label: { nl: "10 km", en: "10 km" } },
        ],
      },
    ],
  },
  {
    slug: "sleep-better-workshop",
    kind: "workshop",
    partner: null,
    title: { nl: "Workshop beter slapen", en: "Sleep better workshop" },
    summary: {
      nl: "Anderhalf uur online over slaap: hoe je interne klok werkt, wat piekeren doet en welke kleine aanpassingen het meeste opleveren.",
      en: "Ninety minutes online about sleep: how your internal clock works, what worrying does and which small changes help most.",
    },
    body: {
      nl: `Slecht slapen kost energie, humeur en concentratie. In deze workshop leer je van een slaapcoach wat er gebeurt als je slaapt, en waarom regelmaat belangrijker is dan lang in bed liggen.

## Wat je meeneemt

- een slaapdagboek voor twee weken;
- drie aanpassingen die je vanavond kunt proberen;
- ruimte voor je eigen vragen.

Deze workshop vervangt geen behandeling. Houdt slecht slapen lang aan, bespreek het dan met je huisarts.`,
      en: `Poor sleep costs energy, mood and focus. In this workshop a sleep coach explains what happens while you sleep, and why regularity matters more than long hours in bed.

## What you take home

- a sleep diary for two weeks;
- three changes to try tonight;
- room for your own questions.

This workshop does not replace treatment. If poor sleep lasts a long time, talk to your GP.`,
    },
    image: "/images/events/workshop.svg",
    sessions: [
      {
        slug: "sleep-better-workshop-evening",
        title: { nl: "Avondsessie", en: "Evening session" },
        startsInDays: 9,
        startTime: "19:30",
        durationMinutes: 90,
        location: null,
        onlineUrl: "https://meet.vitaal.example/sleep-better-evening",
        capacity: 40,
        deadlineDaysBefore: 1,
      },
      {
        slug: "sleep-better-workshop-lunch",
        title: { nl: "Lunchsessie", en: "Lunch session" },
        startsInDays: 30,
        startTime: "12:00",
        durationMinutes: 90,
        location: null,
        onlineUrl: "https://meet.vitaal.example/sleep-better-lunch",
        capacity: 40,
        deadlineDaysBefore: 1,
      },
    ],
  },
  {
    slug: "stress-less-workshop",
    kind: "workshop",
    partner: null,
    title: { nl: "Workshop stress de baas", en: "Getting on top of stress" },
    summary: {
      nl: "Een middag in een kleine groep: je eigen stresssignalen herkennen en oefenen met ademhaling en grenzen stellen.",
      en: "An afternoon in a small group: recognising your own stress signals and practising breathing and setting limits.",
    },
    body: {
      nl: `Stress hoort bij het leven, maar langdurige spanning zonder herstel put je uit. In een groep van hooguit twaalf mensen ontdek je waar jouw spanning vandaan komt en wat je eraan kunt doen.

## Programma

1. Je stresssignalen in kaart brengen.
2. Ademhalingsoefeningen die je overal kunt doen.
3. Oefenen met nee zeggen en grenzen aangeven.`,
      en: `Stress is part of life, but long-lasting tension without recovery wears you out. In a group of at most twelve people you discover where your tension comes from and what you can do about it.

## Programme

1. Mapping your stress signals.
2. Breathing exercises you can do anywhere.
3. Practising saying no and setting limits.`,
    },
    image: "/images/events/workshop.svg",
    sessions: [
      {
        slug: "stress-less-workshop-amsterdam",
        title: { nl: "Amsterdam", en: "Amsterdam" },
        startsInDays: 19,
        startTime: "13:30",
        durationMinutes: 180,
        location: "Studio Rust, Plantage Middenlaan 14, Amsterdam",
        onlineUrl: null,
        capacity: 12,
        deadlineDaysBefore: 3,
      },
    ],
  },
  {
    slug: "city-walk-amsterdam",
    kind: "tour",
    partner: null,
    title: { nl: "Wandeltour door groen Amsterdam", en: "Walking tour of green Amsterdam" },
    summary: {
      nl: "Een wandeling van 8 km langs parken en tuinen die je nog niet kende, met een gids en een pauze halverwege.",
      en: "An 8 km walk past parks and gardens you did not know yet, with a guide and a break halfway.",
    },
    body: {
      nl: `Wandelen is een van de makkelijkste manieren om meer te bewegen, en in gezelschap gaat het vanzelf. Onze gids neemt je mee langs verborgen groen in de stad.

Trek stevige schoenen aan en neem water mee. De route is vlak en goed te doen zonder training.`,
      en: `Walking is one of the easiest ways to move more, and in company it comes naturally. Our guide takes you past hidden green spots in the city.

Wear sturdy shoes and bring water. The route is flat and easy to do without training.`,
    },
    image: "/images/events/walk.svg",
    sessions: [
      {
        slug: "city-walk-amsterdam-east",
        title: { nl: "Route Oost", en: "East route" },
        startsInDays: 14,
        startTime: "10:00",
        durationMinutes: 150,
        location: "Ingang Oosterpark, Amsterdam",
        onlineUrl: null,
        capacity: 25,
        deadlineDaysBefore: 1,
      },
      {
        slug: "city-walk-amsterdam-west",
        title: { nl: "Route West", en: "West route" },
        startsInDays: 42,
        startTime: "10:00",
        durationMinutes: 150,
        location: "Ingang Westerpark, Amsterdam",
        onlineUrl: null,
        capacity: 25,
        deadlineDaysBefore: 1,
      },
    ],
  },
  {
    slug: "mobility-morning",
    kind: "vitality_session",
    partner: null,
    title: { nl: "Soepel de dag door", en: "Moving easily through the day" },
    summary: {
      nl: "Een uur mobiliteitsoefeningen voor mensen die veel zitten: rug, nek en heupen, rustig opgebouwd.",
      en: "An hour of mobility exercises for people who sit a lot: back, neck and hips, built up gently.",
    },
    body: {
      nl: `Lang zitten maakt stijf. In deze sessie leer je een korte reeks oefeningen die je elke ochtend of tussen twee vergaderingen kunt doen. Geen sportkleding nodig, wel makkelijk zittende kleren.

Heb je klachten of een blessure? Overleg dan eerst met je huisarts of fysiotherapeut.`,
      en: `Sitting for long makes you stiff. In this session you learn a short series of exercises you can do every morning or between two meetings. No sportswear needed, just comfortable clothes.

Do you have complaints or an injury? Check with your GP or physiotherapist first.`,
    },
    image: "/images/events/mobility.svg",
    sessions: [
      {
        slug: "mobility-morning-rotterdam",
        title: { nl: "Rotterdam", en: "Rotterdam" },
        startsInDays: 11,
        startTime: "08:30",
        durationMinutes: 60,
        location: "Beweegstudio Kop van Zuid, Rotterdam",
        onlineUrl: null,
        capacity: 20,
        deadlineDaysBefore: 1,
      },
      {
        slug: "mobility-morning-online",
        title: { nl: "Online", en: "Online" },
        startsInDays: 25,
        startTime: "08:30",
        durationMinutes: 60,
        location: null,
        onlineUrl: "https://meet.vitaal.example/mobility-morning",
        capacity: 50,
        deadlineDaysBefore: 0,
      },
    ],
  },
  {
    slug: "ice-and-snow-weekend",
    kind: "sport_event",
    partner: null,
    title: { nl: "Schaatsclinic op natuurijs", en: "Natural-ice skating clinic" },
    summary: {
      nl: "Leer veilig schaatsen op natuurijs met een ervaren trainer: techniek, ijskennis en wat je meeneemt.",
      en: "Learn to skate safely on natural ice with an experienced coach: technique, ice knowledge and what to bring.",
    },
    body: {
      nl: `Natuurijs is een feest, maar vraagt om kennis. Een trainer leert je de basis van de schaatstechniek en vertelt hoe je ijs beoordeelt. De clinic gaat door op een ijsbaan als er geen natuurijs ligt.`,
      en: `Natural ice is a treat, but it takes knowledge. A coach teaches you the basics of skating technique and how to judge ice. The clinic moves to an ice rink when there is no natural ice.`,
    },
    image: "/images/events/skate.svg",
    sessions: [
      {
        slug: "ice-clinic-heerenveen",
        title: { nl: "Heerenveen", en: "Heerenveen" },
        startsInDays: 50,
        startTime: "09:00",
        durationMinutes: 180,
        location: "IJsbaan Thialf, Heerenveen",
        onlineUrl: null,
        capacity: 30,
        deadlineDaysBefore: 5,
      },
    ],
  },
  {
    slug: "comedy-and-health-evening",
    kind: "workshop",
    partner: null,
    title: { nl: "Avond over lachen en gezondheid", en: "An evening on laughter and health" },
    summary: {
      nl: "Een luchtige avond met een cabaretier en een arts over wat humor met je gezondheid doet.",
      en: "A light-hearted evening with a comedian and a doctor on what humour does for your health.",
    },
    body: {
      nl: `Lachen ontspant, verbindt en relativeert. Een cabaretier en een huisarts wisselen elkaar af met verhalen, onderzoek en veel ruimte om mee te doen.`,
      en: `Laughter relaxes, connects and puts things in perspective. A comedian and a GP take turns with stories, research and plenty of room to join in.`,
    },
    image: "/images/events/theatre.svg",
    sessions: [
      {
        slug: "comedy-and-health-utrecht",
        title: { nl: "Utrecht", en: "Utrecht" },
        startsInDays: 37,
        startTime: "20:00",
        durationMinutes: 120,
        location: "Stadsschouwburg, Lucas Bolwerk 24, Utrecht",
        onlineUrl: null,
        capacity: 200,
        deadlineDaysBefore: 2,
      },
    ],
  },
];

export const demoWebinars: DemoWebinar[] = [
  {
    slug: "energy-management-for-busy-weeks",
    partner: null,
    title: { nl: "Energiemanagement voor drukke weken", en: "Managing your energy in busy weeks" },
    description: {
      nl: `Je kunt niet meer uren in een dag stoppen, wel beter omgaan met je energie. In dit webinar leer je je pieken en dalen herkennen en je week daarop indelen.

## Voor wie

Voor iedereen met een volle agenda die aan het eind van de dag nog iets over wil hebben.`,
      en: `You cannot add hours to a day, but you can handle your energy better. In this webinar you learn to recognise your peaks and troughs and plan your week around them.

## Who it is for

For anyone with a full diary who wants something left at the end of the day.`,
    },
    presenter: { name: "Ilse Verbeek", role: { nl: "coach en bedrijfsarts", en: "coach and occupational physician" } },
    startsInDays: 6,
    startTime: "12:30",
    durationMinutes: 45,
    streamUrl: "https://www.youtube-nocookie.com/embed/Vt4aL8mQx2c",
    recordingSlug: null,
  },
  {
    slug: "mindful-minutes-at-work",
    partner: null,
    title: { nl: "Mindful minuten op het werk", en: "Mindful minutes at work" },
    description: {
      nl: `Korte oefeningen om tussen twee afspraken tot rust te komen, zonder dat iemand het merkt. We oefenen live mee.`,
      en: `Short exercises to calm down between two meetings without anyone noticing. We practise live together.`,
    },
    presenter: { name: "Ruben Hoekstra", role: { nl: "mindfulnesstrainer", en: "mindfulness trainer" } },
    startsInDays: 20,
    startTime: "16:00",
    durationMinutes: 60,
    streamUrl: "https://player.vimeo.com/video/824315609",
    recordingSlug: null,
  },
  {
    slug: "deloitte-travel-and-vitality",
    partner: "deloitte",
    title: { nl: "Fit blijven met veel reizen", en: "Staying fit while travelling a lot" },
    description: {
      nl: `Hotels, treinen en lange klantdagen: hoe houd je je ritme vast? Tips van collega's en een coach, speciaal voor Fit Forward.`,
      en: `Hotels, trains and long client days: how do you keep your rhythm? Tips from colleagues and a coach, made for Fit Forward.`,
    },
    presenter: { name: "Femke Dijkstra", role: { nl: "vitaliteitscoach", en: "vitality coach" } },
    startsInDays: 13,
    startTime: "12:00",
    durationMinutes: 50,
    streamUrl: "https://www.youtube-nocookie.com/embed/Qp7dR2kLw9s",
    recordingSlug: null,
  },
  {
    slug: "reset-your-sleep-rhythm",
    partner: null,
    title: { nl: "Zet je slaapritme weer goed", en: "Reset your sleep rhythm" },
    description: {
      nl: `Na een drukke periode, een verre reis of gewoon te veel late avonden: in dit webinar leer je hoe je je slaapritme in twee weken weer op orde brengt.`,
      en: `After a busy period, a long trip or simply too many late nights: in this webinar you learn how to get your sleep rhythm back on track in two weeks.`,
    },
    presenter: { name: "Sanne de Jong", role: { nl: "slaapcoach", en: "sleep coach" } },
    startsInDays: -20,
    startTime: "19:30",
    durationMinutes: 60,
    streamUrl: "https://www.youtube-nocookie.com/embed/Hs3kP0aZt7e",
    recordingSlug: "webinar-sleep-reset",
  },
  {
    slug: "eating-well-on-a-busy-day",
    partner: null,
    title: { nl: "Goed eten op een drukke dag", en: "Eating well on a busy day" },
    description: {
      nl: `Een diëtist laat zien hoe je met weinig tijd toch gevarieerd eet, en wat je beter op je bureau kunt leggen dan een zak drop.`,
      en: `A dietitian shows how to eat a varied diet with little time, and what to keep on your desk instead of a bag of sweets.`,
    },
    presenter: { name: "Noor el Amrani", role: { nl: "diëtist", en: "dietitian" } },
    startsInDays: -3,
    startTime: "12:30",
    durationMinutes: 45,
    streamUrl: "https://player.vimeo.com/video/831190277",
    recordingSlug: null,
  },
];
