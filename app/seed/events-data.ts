import type { DemoEvent, DemoEventSession, DemoWebinar } from "./content-types";

// The demo's events and webinars. Every text, venue and presenter here is written for the demo; dates
// are relative to the day the demo is seeded, times are on the Amsterdam wall clock.

const deloitteAmsterdam = "Deloitte, Gustav Mahlerlaan 2970, Amsterdam";

/** One of the nine vitality sessions: on site in Amsterdam, or online over lunch. */
const vitalitySession = (
  slug: string,
  title: { nl: string; en: string },
  startsInDays: number,
  format: { online: boolean; startTime: string; durationMinutes: number; capacity: number },
): DemoEventSession => ({
  slug,
  title,
  startsInDays,
  startTime: format.startTime,
  durationMinutes: format.durationMinutes,
  location: format.online ? null : deloitteAmsterdam,
  onlineUrl: format.online ? `https://meet.vitaal.example/deloitte-${slug}` : null,
  capacity: format.capacity,
  deadlineDaysBefore: format.online ? 1 : 2,
});

const onSite = (startTime: string, durationMinutes: number, capacity: number) => ({
  online: false,
  startTime,
  durationMinutes,
  capacity,
});
const online = (startTime: string, durationMinutes: number) => ({
  online: true,
  startTime,
  durationMinutes,
  capacity: 40,
});

/** A stop of the Fit Forward Tour: a whole day at one office, to join for a part of the day or all of it. */
const tourStop = (city: string, address: string, startsInDays: number): DemoEventSession => ({
  slug: `fit-forward-tour-${city.toLowerCase()}`,
  title: { nl: `Fit Forward Tour ${city}`, en: `Fit Forward Tour ${city}` },
  startsInDays,
  startTime: "09:30",
  durationMinutes: 420,
  location: address,
  onlineUrl: null,
  capacity: 60,
  deadlineDaysBefore: 3,
  choices: [
    { value: "morning", label: { nl: "Ochtend (09:30–12:30)", en: "Morning (09:30–12:30)" } },
    { value: "afternoon", label: { nl: "Middag (12:30–16:30)", en: "Afternoon (12:30–16:30)" } },
    { value: "whole-day", label: { nl: "De hele dag", en: "The whole day" } },
  ],
});

const runDistances = [
  { value: "5k", label: { nl: "5 km", en: "5 km" } },
  { value: "10k", label: { nl: "10 km", en: "10 km" } },
];

export const demoEvents: DemoEvent[] = [
  {
    slug: "deloitte-sport-events",
    kind: "sport_event",
    partner: "deloitte",
    title: { nl: "Deloitte sportevenementen 2027", en: "Deloitte sport events 2027" },
    summary: {
      nl: "Zes evenementen om met collega's naartoe te werken, van een theatershow tot een schaatstocht in Oostenrijk. Kies je uitdaging en train samen op.",
      en: "Six events to work towards with colleagues, from a theatre show to a skating tour in Austria. Pick your challenge and train for it together.",
    },
    body: {
      nl: `Een doel in je agenda maakt bewegen een stuk makkelijker. Dit jaar loopt, schaatst en beweegt Fit Forward mee met zes evenementen, met voor elk niveau een passende afstand.

## Wat je kunt verwachten

- een startbewijs of toegangskaart en een Fit Forward-teamshirt;
- een trainingsschema voor jouw afstand, plus gezamenlijke trainingen op de kantoren;
- een teamplek bij de start of finish, waar collega's je opwachten.

## Voor wie

Voor iedereen, van beginner tot ervaren loper. Twijfel je tussen twee afstanden? Kies de kortste. Samen over de finish komen telt meer dan je tijd.`,
      en: `A goal in your calendar makes moving a lot easier. This year Fit Forward runs, skates and moves along at six events, each with a distance that suits your level.

## What to expect

- an entry or ticket and a Fit Forward team shirt;
- a training plan for your distance, plus joint training sessions at the offices;
- a team spot at the start or finish, where colleagues are waiting for you.

## Who it is for

For everyone, from beginner to seasoned runner. Torn between two distances? Choose the shorter one. Crossing the finish together counts for more than your time.`,
    },
    image: "/images/events/bridge-run.svg",
    sessions: [
      {
        slug: "live-in-theater",
        title: { nl: "Fit Forward Live in het theater", en: "Fit Forward Live in the Theater" },
        startsInDays: 18,
        startTime: "19:30",
        durationMinutes: 150,
        location: "Theater De Lichtboog, Stationsplein 8, Amersfoort",
        onlineUrl: null,
        capacity: 350,
        deadlineDaysBefore: 5,
      },
      {
        slug: "dam-to-dam",
        title: { nl: "Dam tot Damloop", en: "Dam tot Damloop" },
        startsInDays: 32,
        startTime: "10:30",
        durationMinutes: 210,
        location: "Prins Hendrikkade 33, Amsterdam – Zaandam",
        onlineUrl: null,
        capacity: 300,
        deadlineDaysBefore: 14,
        choices: [
          { value: "10-miles", label: { nl: "10 Engelse mijl (16,1 km)", en: "10 miles (16.1 km)" } },
          { value: "4-miles", label: { nl: "4 Engelse mijl (6,4 km)", en: "4 miles (6.4 km)" } },
        ],
      },
      {
        slug: "bruggenloop-rotterdam",
        title: { nl: "Bruggenloop Rotterdam", en: "Bruggenloop Rotterdam" },
        startsInDays: 46,
        startTime: "11:00",
        durationMinutes: 150,
        location: "Coolsingel 40, Rotterdam",
        onlineUrl: null,
        capacity: 200,
        deadlineDaysBefore: 10,
        choices: [
          { value: "7-5k", label: { nl: "7,5 km", en: "7.5 km" } },
          { value: "15k", label: { nl: "15 km", en: "15 km" } },
        ],
      },
      {
        slug: "groningen",
        title: { nl: "4 Mijl van Groningen", en: "4 Mijl van Groningen" },
        startsInDays: 60,
        startTime: "13:30",
        durationMinutes: 120,
        location: "Rijksstraatweg 160, Haren – Vismarkt, Groningen",
        onlineUrl: null,
        capacity: 150,
        deadlineDaysBefore: 10,
      },
      {
        slug: "eindhoven",
        title: { nl: "Marathon Eindhoven", en: "Eindhoven Marathon" },
        startsInDays: 74,
        startTime: "10:00",
        durationMinutes: 360,
        location: "Vestdijk 1, Eindhoven",
        onlineUrl: null,
        capacity: 150,
        deadlineDaysBefore: 14,
        choices: [
          { value: "10k", label: { nl: "10 km", en: "10 km" } },
          { value: "half-marathon", label: { nl: "Halve marathon (21,1 km)", en: "Half marathon (21.1 km)" } },
          { value: "marathon", label: { nl: "Marathon (42,2 km)", en: "Marathon (42.2 km)" } },
        ],
      },
      {
        slug: "weissensee",
        title: { nl: "Schaatstocht op de Weissensee", en: "Skating tour on the Weissensee" },
        startsInDays: 100,
        startTime: "08:30",
        durationMinutes: 540,
        location: "Seeplatz, Techendorf 1, Weissensee (AT)",
        onlineUrl: null,
        capacity: 60,
        deadlineDaysBefore: 14,
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
    title: {
      nl: "Vitaliteitssessies: gewoontes en energie op het werk",
      en: "Vitality sessions: habits and energy at work",
    },
    summary: {
      nl: "Een reeks van negen sessies over hoe gewoontes ontstaan en hoe je ze bijstuurt. Volg ze allemaal of kies de thema's die nu bij je passen.",
      en: "A series of nine sessions on how habits form and how to steer them. Follow them all or choose the themes that fit you right now.",
    },
    body: {
      nl: `Gezonder werken begint zelden met een groot besluit, maar met kleine stappen die je volhoudt. In negen sessies onderzoek je met een coach hoe jouw gewoontes werken, wat je omgeving ermee doet en wat je echt belangrijk vindt.

## Zo ziet een sessie eruit

Elke sessie duurt een uur tot anderhalf uur: een korte inleiding, een oefening met je eigen situatie en een gesprek in kleine groepjes. De ene keer zie je elkaar op kantoor in Amsterdam, de andere keer online over de lunch.

## Wat je meeneemt

- je agenda van de afgelopen week, voor de oefeningen;
- een vraag of gewoonte waar je mee aan de slag wilt;
- nieuwsgierigheid, meer is niet nodig.`,
      en: `Working more healthily rarely starts with one big decision, but with small steps you keep up. Over nine sessions you explore with a coach how your habits work, what your surroundings do to it and what truly matters to you.

## What a session looks like

Each session lasts an hour to an hour and a half: a short introduction, an exercise with your own situation and a conversation in small groups. Sometimes you meet at the Amsterdam office, sometimes online over lunch.

## What to bring

- your calendar of the past week, for the exercises;
- a question or habit you want to work on;
- curiosity, nothing more is needed.`,
    },
    image: "/images/events/growth-steps.svg",
    sessions: [
      vitalitySession(
        "start",
        { nl: "Start: wat betekent vitaliteit voor jou?", en: "Start: what does vitality mean to you?" },
        6,
        onSite("16:00", 90, 30),
      ),
      vitalitySession(
        "focus",
        { nl: "Focus: bescherm je aandacht", en: "Focus: protect your attention" },
        13,
        online("12:00", 60),
      ),
      vitalitySession(
        "find-your-focus",
        { nl: "Vind je focus: kies één doel", en: "Find your focus: choose one goal" },
        20,
        onSite("16:00", 90, 24),
      ),
      vitalitySession(
        "behavior",
        { nl: "Gedrag: zo werken gewoontes", en: "Behavior: how habits work" },
        27,
        online("12:00", 60),
      ),
      vitalitySession(
        "context",
        { nl: "Context: je omgeving stuurt mee", en: "Context: your surroundings steer you" },
        34,
        onSite("16:00", 75, 24),
      ),
      vitalitySession(
        "restraints",
        { nl: "Belemmeringen: wat houdt je tegen?", en: "Restraints: what holds you back?" },
        41,
        online("12:00", 60),
      ),
      vitalitySession(
        "talents",
        { nl: "Talenten: werken vanuit je sterke kanten", en: "Talents: working from your strengths" },
        48,
        onSite("16:00", 90, 24),
      ),
      vitalitySession(
        "teams",
        { nl: "Teams: samen een gezond werkritme", en: "Teams: a healthy rhythm together" },
        55,
        onSite("15:30", 90, 30),
      ),
      vitalitySession(
        "values",
        { nl: "Waarden: wat echt telt", en: "Values: what really matters" },
        62,
        online("12:00", 75),
      ),
    ],
  },
  {
    slug: "fit-forward-tour",
    kind: "tour",
    partner: "deloitte",
    title: { nl: "Fit Forward Tour", en: "Fit Forward Tour" },
    summary: {
      nl: "Een vitaliteitsdag die langs vier kantoren reist, met workshops, een health check en een wandeling met collega's.",
      en: "A vitality day that travels to four offices, with workshops, a health check and a walk with colleagues.",
    },
    body: {
      nl: `De Fit Forward Tour zet een dag lang een pop-up vol energie neer op je eigen kantoor. Coaches, trainers en een verpleegkundige staan klaar; jij kiest wanneer je aanschuift.

## Op het programma

- workshops van drie kwartier over slaap, voeding, stress en bewegen;
- een vertrouwelijke health check van een kwartier;
- een wandeling van een half uur door de buurt, en een gezonde lunch.

## Aanmelden

Schrijf je in voor de stop bij jou in de buurt en kies het dagdeel dat je past. Zo weten we hoeveel lunches en workshopplekken we klaarzetten.`,
      en: `For one day the Fit Forward Tour sets up a pop-up full of energy at your own office. Coaches, trainers and a nurse are there; you choose when to drop in.

## On the programme

- 45-minute workshops on sleep, food, stress and exercise;
- a confidential 15-minute health check;
- a half-hour walk around the area, and a healthy lunch.

## Signing up

Register for the stop near you and choose the part of the day that suits you. That way we know how many lunches and workshop places to prepare.`,
    },
    image: "/images/events/office-tour.svg",
    sessions: [
      tourStop("Amsterdam", deloitteAmsterdam, 9),
      tourStop("Rotterdam", "Deloitte, Wilhelminakade 1, Rotterdam", 23),
      tourStop("Utrecht", "Deloitte, Papendorpseweg 100, Utrecht", 37),
      tourStop("Eindhoven", "Deloitte, Flight Forum 1, Eindhoven", 51),
    ],
  },
  {
    slug: "sunrise-run-scheveningen",
    kind: "sport_event",
    partner: null,
    title: { nl: "Zonsopgangloop Scheveningen", en: "Sunrise run in Scheveningen" },
    summary: {
      nl: "Hardlopen langs zee terwijl de zon opkomt, in een rustig groepstempo. Na afloop wacht er koffie op het strand.",
      en: "Running by the sea as the sun comes up, at an easy group pace. Coffee on the beach is waiting afterwards.",
    },
    body: {
      nl: `Vroeg opstaan is even doorbijten, maar wie ooit bij zonsopgang langs de vloedlijn heeft gelopen, wil het vaker. Een looptrainer begeleidt de groep; er is geen tijdwaarneming en niemand blijft achter.

## Wat je meeneemt

- loopschoenen en een laagje extra, want aan zee is het fris;
- een kleine tas voor de garderobe bij het paviljoen;
- zin in een ontbijt met uitzicht.

Je kiest bij het inschrijven 5 of 10 km. Beide routes starten en eindigen bij het paviljoen.`,
      en: `Getting up early takes some effort, but anyone who has run along the waterline at sunrise wants to do it again. A running coach guides the group; there is no timing and nobody is left behind.

## What to bring

- running shoes and an extra layer, as it is chilly by the sea;
- a small bag for the cloakroom at the beach pavilion;
- an appetite for breakfast with a view.

You choose 5 or 10 km when you register. Both routes start and finish at the pavilion.`,
    },
    image: "/images/events/sunrise-run.svg",
    sessions: [
      {
        slug: "sunrise-run-scheveningen-boulevard",
        title: { nl: "Route over de boulevard", en: "Boulevard route" },
        startsInDays: 10,
        startTime: "07:30",
        durationMinutes: 90,
        location: "Strandpaviljoen Het Zilt, Strandweg 50, Den Haag",
        onlineUrl: null,
        capacity: 80,
        deadlineDaysBefore: 2,
        choices: runDistances,
      },
      {
        slug: "sunrise-run-scheveningen-dunes",
        title: { nl: "Route door de duinen", en: "Dunes route" },
        startsInDays: 38,
        startTime: "07:15",
        durationMinutes: 100,
        location: "Strandpaviljoen Het Zilt, Strandweg 50, Den Haag",
        onlineUrl: null,
        capacity: 60,
        deadlineDaysBefore: 2,
        choices: runDistances,
      },
    ],
  },
  {
    slug: "sleep-well-online",
    kind: "workshop",
    partner: null,
    title: { nl: "Online workshop: beter slapen", en: "Online workshop: sleeping better" },
    summary: {
      nl: "In een online workshop leer je hoe je slaapritme werkt en welke kleine gewoontes je nachten rustiger maken.",
      en: "In an online workshop you learn how your sleep rhythm works and which small habits make your nights calmer.",
    },
    body: {
      nl: `Een slechte nacht heeft iedereen weleens, maar als het vaker gebeurt merk je het overdag aan je energie en je humeur. Een slaapcoach legt uit wat er 's nachts in je lichaam gebeurt en waarom een vast ritme zo veel uitmaakt.

## Wat je kunt verwachten

- uitleg over je biologische klok, licht en cafeïne;
- een korte ontspanningsoefening die je vanavond kunt doen;
- tijd voor vragen via de chat, anoniem als je dat wilt.

Je hebt alleen een laptop of telefoon nodig. Deze workshop vervangt geen medische zorg: slaap je al lang slecht, ga dan langs je huisarts.`,
      en: `Everyone has a bad night now and then, but when it happens often you feel it in your energy and mood during the day. A sleep coach explains what happens in your body at night and why a steady rhythm makes such a difference.

## What to expect

- an explanation of your body clock, light and caffeine;
- a short relaxation exercise to try tonight;
- time for questions in the chat, anonymously if you like.

All you need is a laptop or phone. This workshop does not replace medical care: if you have slept badly for a long time, see your GP.`,
    },
    image: "/images/events/night-sleep.svg",
    sessions: [
      {
        slug: "sleep-well-online-evening",
        title: { nl: "Avondsessie", en: "Evening session" },
        startsInDays: 8,
        startTime: "20:00",
        durationMinutes: 75,
        location: null,
        onlineUrl: "https://meet.vitaal.example/sleep-well-evening",
        capacity: 40,
        deadlineDaysBefore: 1,
      },
      {
        slug: "sleep-well-online-lunch",
        title: { nl: "Lunchsessie", en: "Lunch session" },
        startsInDays: 29,
        startTime: "12:15",
        durationMinutes: 60,
        location: null,
        onlineUrl: "https://meet.vitaal.example/sleep-well-lunch",
        capacity: 30,
        deadlineDaysBefore: 1,
      },
    ],
  },
  {
    slug: "calm-under-pressure",
    kind: "workshop",
    partner: null,
    title: { nl: "Workshop: rustig onder druk", en: "Workshop: calm under pressure" },
    summary: {
      nl: "Een middag in een kleine groep over het herkennen van spanning en het vinden van herstel, met oefeningen die je meteen kunt gebruiken.",
      en: "An afternoon in a small group on recognising tension and finding recovery, with exercises you can use straight away.",
    },
    body: {
      nl: `Druk hoort bij werk, maar zonder momenten van herstel raakt je batterij leeg. In deze workshop ontdek je welke signalen jouw lichaam geeft en wat jou helpt om weer op te laden.

## Het programma

1. Je eigen stresssignalen in kaart brengen.
2. Ademhalingsoefeningen voor tussen twee afspraken.
3. Oefenen met prioriteiten stellen en grenzen aangeven.

## Voor wie

Voor iedereen die merkt dat het vaak te vol wordt in hoofd of agenda. De groep is bewust klein, zodat er ruimte is voor jouw verhaal.`,
      en: `Pressure comes with work, but without moments of recovery your battery runs flat. In this workshop you discover which signals your body gives and what helps you recharge.

## The programme

1. Mapping your own stress signals.
2. Breathing exercises for between two meetings.
3. Practising setting priorities and drawing boundaries.

## Who it is for

For anyone who notices that their head or calendar often gets too full. The group is kept small on purpose, so there is room for your story.`,
    },
    image: "/images/events/calm-breath.svg",
    sessions: [
      {
        slug: "calm-under-pressure-utrecht",
        title: { nl: "Utrecht", en: "Utrecht" },
        startsInDays: 15,
        startTime: "13:30",
        durationMinutes: 150,
        location: "Studio Stilte, Lange Nieuwstraat 41, Utrecht",
        onlineUrl: null,
        capacity: 12,
        deadlineDaysBefore: 3,
      },
      {
        slug: "calm-under-pressure-zwolle",
        title: { nl: "Zwolle", en: "Zwolle" },
        startsInDays: 43,
        startTime: "09:30",
        durationMinutes: 150,
        location: "Huis aan de Aa, Thorbeckegracht 18, Zwolle",
        onlineUrl: null,
        capacity: 16,
        deadlineDaysBefore: 3,
      },
    ],
  },
  {
    slug: "green-walk-haarlem",
    kind: "tour",
    partner: null,
    title: { nl: "Wandeltour: groen Haarlem", en: "Walking tour: green Haarlem" },
    summary: {
      nl: "Een begeleide wandeling langs verborgen hofjes of door de duinen, in een tempo waarbij je goed kunt praten.",
      en: "A guided walk past hidden courtyards or through the dunes, at a pace where you can easily chat.",
    },
    body: {
      nl: `Wandelen is bewegen zonder dat het voelt als sport. Een gids neemt je mee langs plekken die je vanaf de fiets nooit ziet en vertelt onderweg over de stad en het landschap.

## Goed om te weten

- de hofjesroute is 7 km en vlak, de duinroute 10 km met een paar klimmetjes;
- halverwege is er een pauze met thee en iets lekkers;
- trek stevige schoenen aan en neem een flesje water mee.

Je hebt geen training nodig. Loop je liever in je eigen tempo? De gids wacht op elke hoek.`,
      en: `Walking is exercise that does not feel like sport. A guide takes you past places you never see from a bike, and shares stories about the town and the landscape along the way.

## Good to know

- the courtyard route is 7 km and flat, the dunes route 10 km with a few climbs;
- halfway there is a break with tea and a treat;
- wear sturdy shoes and bring a bottle of water.

No training needed. Prefer to walk at your own pace? The guide waits at every corner.`,
    },
    image: "/images/events/canal-walk.svg",
    sessions: [
      {
        slug: "green-walk-haarlem-courtyards",
        title: { nl: "Hofjesroute door de binnenstad", en: "Courtyard route through the centre" },
        startsInDays: 12,
        startTime: "10:00",
        durationMinutes: 150,
        location: "Grand Café De Wandelaar, Kleine Houtstraat 70, Haarlem",
        onlineUrl: null,
        capacity: 25,
        deadlineDaysBefore: 2,
      },
      {
        slug: "green-walk-haarlem-dunes",
        title: { nl: "Duinroute naar Overveen", en: "Dunes route to Overveen" },
        startsInDays: 40,
        startTime: "10:00",
        durationMinutes: 180,
        location: "Duinpaviljoen Het Helmgras, Zeeweg 30, Overveen",
        onlineUrl: null,
        capacity: 25,
        deadlineDaysBefore: 2,
      },
    ],
  },
  {
    slug: "yoga-and-mobility",
    kind: "vitality_session",
    partner: null,
    title: { nl: "Yoga en mobiliteit voor wie veel zit", en: "Yoga and mobility for people who sit a lot" },
    summary: {
      nl: "Een uur rustige yoga en mobiliteitsoefeningen voor rug, nek en heupen. Geschikt voor beginners en zonder ervaring.",
      en: "An hour of gentle yoga and mobility exercises for your back, neck and hips. Suitable for beginners, no experience needed.",
    },
    body: {
      nl: `Na een dag achter een scherm voelen je schouders en heupen vaak stijf. In deze sessie werk je met een docent aan een korte reeks houdingen die je daarna ook thuis of tussen twee vergaderingen kunt doen.

## Wat je kunt verwachten

- een rustige opbouw, met voor elke houding een makkelijkere variant;
- ademhalingsoefeningen om mee af te sluiten;
- een kaartje met de reeks, zodat je thuis verder kunt.

Draag makkelijk zittende kleding. In de studio liggen matten klaar; online heb je een handdoek of mat en een stoel nodig. Heb je een blessure, overleg dan eerst met je fysiotherapeut.`,
      en: `After a day behind a screen your shoulders and hips often feel stiff. In this session a teacher guides you through a short series of poses that you can also do at home or between two meetings.

## What to expect

- a gentle build-up, with an easier variation for every pose;
- breathing exercises to close;
- a card with the series, so you can carry on at home.

Wear comfortable clothes. Mats are ready at the studio; online you need a towel or mat and a chair. If you have an injury, check with your physiotherapist first.`,
    },
    image: "/images/events/yoga-stretch.svg",
    sessions: [
      {
        slug: "yoga-and-mobility-amsterdam",
        title: { nl: "Ochtendles in Amsterdam", en: "Morning class in Amsterdam" },
        startsInDays: 7,
        startTime: "08:00",
        durationMinutes: 60,
        location: "Yogastudio Het Ankerpunt, Czaar Peterstraat 120, Amsterdam",
        onlineUrl: null,
        capacity: 18,
        deadlineDaysBefore: 1,
      },
      {
        slug: "yoga-and-mobility-online",
        title: { nl: "Online lunchles", en: "Online lunch class" },
        startsInDays: 21,
        startTime: "12:30",
        durationMinutes: 60,
        location: null,
        onlineUrl: "https://meet.vitaal.example/yoga-and-mobility",
        capacity: 35,
        deadlineDaysBefore: 1,
      },
      {
        slug: "yoga-and-mobility-rotterdam",
        title: { nl: "Avondles in Rotterdam", en: "Evening class in Rotterdam" },
        startsInDays: 35,
        startTime: "18:30",
        durationMinutes: 75,
        location: "Studio Maasbeweging, Katendrechtse Lagedijk 402, Rotterdam",
        onlineUrl: null,
        capacity: 20,
        deadlineDaysBefore: 1,
      },
    ],
  },
  {
    slug: "veluwe-cycling-tour",
    kind: "sport_event",
    partner: null,
    title: { nl: "Fietstocht over de Veluwe", en: "Cycling tour across the Veluwe" },
    summary: {
      nl: "Een toertocht over heide en door bossen, met een verzorgde stop onderweg. Kies 40 of 80 km.",
      en: "A leisure ride over heathland and through forests, with a refreshment stop along the way. Choose 40 or 80 km.",
    },
    body: {
      nl: `Fietsen is een van de prettigste manieren om je conditie op te bouwen, zeker met zo'n decor. De route gaat over rustige fietspaden, met bordjes en begeleiders die de weg wijzen.

## Wat je kunt verwachten

- een route over verharde paden, geschikt voor een gewone fiets of e-bike;
- een pauzeplek met fruit, soep en water;
- een bezemwagen voor wie onderweg pech krijgt.

Neem een volle bidon, regenkleding en een reserveband mee. Het is geen wedstrijd: je fietst in je eigen tempo, alleen of in een groepje.`,
      en: `Cycling is one of the most pleasant ways to build your fitness, especially with scenery like this. The route follows quiet cycle paths, with signs and marshals pointing the way.

## What to expect

- a route on paved paths, suitable for an ordinary bike or e-bike;
- a rest stop with fruit, soup and water;
- a support van for anyone who runs into trouble along the way.

Bring a full water bottle, rain gear and a spare inner tube. It is not a race: you ride at your own pace, alone or in a small group.`,
    },
    image: "/images/events/cycle-tour.svg",
    sessions: [
      {
        slug: "veluwe-cycling-tour-hoenderloo",
        title: { nl: "Start in Hoenderloo", en: "Start in Hoenderloo" },
        startsInDays: 56,
        startTime: "09:00",
        durationMinutes: 300,
        location: "Fietscafé De Zandhoeve, Hoenderloseweg 20, Hoenderloo",
        onlineUrl: null,
        capacity: 120,
        deadlineDaysBefore: 7,
        choices: [
          { value: "40k", label: { nl: "40 km", en: "40 km" } },
          { value: "80k", label: { nl: "80 km", en: "80 km" } },
        ],
      },
    ],
  },
];

export const demoWebinars: DemoWebinar[] = [
  {
    slug: "energy-through-the-workday",
    partner: null,
    title: { nl: "Energie door de hele werkdag", en: "Energy through the whole workday" },
    description: {
      nl: `Om drie uur 's middags een dip? Dat is geen gebrek aan discipline, maar vaak een kwestie van ritme. In dit webinar ontdek je hoe je pauzes, eten en bewegen zo verdeelt dat je de dag met energie afsluit.

## Wat je leert

- je eigen pieken en dalen herkennen;
- welk werk je het beste op welk moment doet;
- drie korte pauzes die echt helpen.

Je kunt tijdens het webinar vragen stellen via de chat.`,
      en: `A slump at three in the afternoon? That is not a lack of discipline, but often a matter of rhythm. In this webinar you discover how to spread breaks, food and movement so you end the day with energy to spare.

## What you learn

- how to recognise your own peaks and dips;
- which work suits which moment of the day;
- three short breaks that really help.

You can ask questions in the chat during the webinar.`,
    },
    presenter: {
      name: "Marloes van der Wal",
      role: { nl: "coach voor energie en werkritme", en: "coach for energy and work rhythm" },
    },
    startsInDays: 5,
    startTime: "12:30",
    durationMinutes: 45,
    streamUrl: "https://www.youtube-nocookie.com/embed/k3Vq8LmT2wQ",
    recordingSlug: null,
  },
  {
    slug: "moving-more-when-working-from-home",
    partner: null,
    title: { nl: "Meer bewegen als je thuiswerkt", en: "Moving more when you work from home" },
    description: {
      nl: `Thuis werken scheelt reistijd, maar ook de fietstocht, de trap en het loopje naar de koffieautomaat. Een fysiotherapeut laat zien hoe je die beweging op een natuurlijke manier terugbrengt in je dag.

## Wat je kunt verwachten

- een werkplek thuis die uitnodigt tot bewegen;
- korte oefeningen die je live meedoet;
- ideeën om wandelen en bellen te combineren.

Zet iets makkelijks aan: we staan een paar keer op.`,
      en: `Working from home saves travel time, but also the bike ride, the stairs and the walk to the coffee machine. A physiotherapist shows how to bring that movement back into your day in a natural way.

## What to expect

- a home workspace that invites you to move;
- short exercises you do along with us live;
- ideas for combining walking and phone calls.

Wear something comfortable: we will stand up a few times.`,
    },
    presenter: { name: "Jeroen Kuipers", role: { nl: "fysiotherapeut", en: "physiotherapist" } },
    startsInDays: 19,
    startTime: "19:30",
    durationMinutes: 60,
    streamUrl: "https://player.vimeo.com/video/913578264",
    recordingSlug: null,
  },
  {
    slug: "deloitte-travel-and-vitality",
    partner: "deloitte",
    title: { nl: "Vitaal blijven tussen klantbezoeken", en: "Staying vital between client visits" },
    description: {
      nl: `Vroege treinen, lange dagen op locatie en avonden in een hotel: dan schiet je eigen ritme er snel bij in. In dit webinar voor Fit Forward deelt een coach praktische gewoontes voor onderweg, aangevuld met tips van collega's.

## Onderwerpen

- slapen in een onbekend bed;
- gezond eten als je de lunch niet zelf kiest;
- bewegen zonder sportschool, ook in een hotelkamer.

Na afloop krijg je een overzicht van alle tips in de app.`,
      en: `Early trains, long days on site and evenings in a hotel: your own rhythm soon suffers. In this webinar for Fit Forward a coach shares practical habits for life on the road, along with tips from colleagues.

## Topics

- sleeping in an unfamiliar bed;
- eating well when you do not choose the lunch yourself;
- exercising without a gym, even in a hotel room.

Afterwards you find an overview of all the tips in the app.`,
    },
    presenter: {
      name: "Maaike Schouten",
      role: { nl: "vitaliteitscoach bij Fit Forward", en: "vitality coach at Fit Forward" },
    },
    startsInDays: 12,
    startTime: "12:00",
    durationMinutes: 50,
    streamUrl: "https://www.youtube-nocookie.com/embed/R7pWd2xNc4h",
    recordingSlug: null,
  },
  {
    slug: "reset-your-sleep-rhythm",
    partner: null,
    title: { nl: "Zet je slaapritme weer op de rit", en: "Reset your sleep rhythm" },
    description: {
      nl: `Een vakantie, een drukke maand of een reeks late avonden kan je slaapritme flink verschuiven. Slaapcoach Sanne de Jong laat zien hoe je in twee weken weer een vast ritme opbouwt, met licht, een vaste opstaantijd en een rustige avond.

## Wat je leert

- hoe je biologische klok werkt;
- waarom je opstaantijd belangrijker is dan je bedtijd;
- wat je doet als je toch wakker ligt.

Dit webinar geeft algemene informatie en is geen medisch advies.`,
      en: `A holiday, a busy month or a run of late nights can shift your sleep rhythm quite a bit. Sleep coach Sanne de Jong shows how to rebuild a steady rhythm in two weeks, with light, a fixed wake-up time and a calm evening.

## What you learn

- how your body clock works;
- why your wake-up time matters more than your bedtime;
- what to do when you lie awake anyway.

This webinar gives general information and is not medical advice.`,
    },
    presenter: { name: "Sanne de Jong", role: { nl: "slaapcoach", en: "sleep coach" } },
    startsInDays: -20,
    startTime: "19:30",
    durationMinutes: 60,
    streamUrl: "https://www.youtube-nocookie.com/embed/Zp4nS9eYb1u",
    recordingSlug: "webinar-sleep-reset",
  },
  {
    slug: "a-healthy-lunch-in-ten-minutes",
    partner: null,
    title: { nl: "Een gezonde lunch in tien minuten", en: "A healthy lunch in ten minutes" },
    description: {
      nl: `Een broodje uit de automaat is snel, maar houdt je niet lang op de been. Een diëtist laat zien hoe je met een paar basisproducten een lunch maakt die je energie geeft tot het eind van de middag.

## Wat je kunt verwachten

- een boodschappenlijstje voor een week lunches;
- drie combinaties die je de avond ervoor klaarzet;
- antwoorden op vragen uit de chat.`,
      en: `A sandwich from the vending machine is quick, but it does not keep you going for long. A dietitian shows how to make a lunch from a few basics that gives you energy until the end of the afternoon.

## What to expect

- a shopping list for a week of lunches;
- three combinations to prepare the evening before;
- answers to questions from the chat.`,
    },
    presenter: { name: "Lieke Brouwer", role: { nl: "diëtist", en: "dietitian" } },
    startsInDays: -3,
    startTime: "12:30",
    durationMinutes: 45,
    streamUrl: "https://player.vimeo.com/video/928406117",
    recordingSlug: null,
  },
];
