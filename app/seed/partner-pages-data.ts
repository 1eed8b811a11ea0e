import type { DemoPartnerPage } from "./content-types";

// Deloitte's Fit Forward program pages, at /{lng}/pages/deloitte/{path}. Every text here is written
// for the demo. Dates, times, places and capacity of a page's session come from its event session,
// so the texts here point to the registration on the page rather than naming a date.
export const demoPartnerPages: DemoPartnerPage[] = [
  {
    partner: "deloitte",
    path: "program",
    public: true,
    title: { nl: "Fit Forward", en: "Fit Forward" },
    intro: {
      nl: "Fit Forward is het vitaliteitsprogramma van Deloitte: coaching, sport en inspiratie om gezond en met energie te werken. Voor medewerkers is alles gratis.",
      en: "Fit Forward is Deloitte's vitality program: coaching, sport and inspiration to help you work healthily and with energy. Everything is free for employees.",
    },
    body: {
      nl: `Bij Deloitte werk je hard, vaak op wisselende plekken en met strakke deadlines. Fit Forward helpt je om daarbij goed voor jezelf te zorgen, op een manier die bij jou past. Je kiest zelf waar je aan meedoet: Deloitte betaalt, jij investeert alleen wat tijd.

## Wat het programma biedt

- [Coaching](/nl/pages/deloitte/coaching): vertrouwelijke gesprekken met een coach die je zelf kiest.
- [Fit Program](/nl/pages/deloitte/fit-program): in twaalf weken fitter, met een persoonlijk plan.
- [Fit Forward Tour](/nl/pages/deloitte/fit-forward-tour): een vitaliteitsdag die langs de kantoren trekt.
- [Sportevenementen](/nl/pages/deloitte/sport-events): hardlopen, schaatsen en meer, samen met een team van collega's.
- [Vitaliteitssessies](/nl/pages/deloitte/vitality-sessions): negen sessies over gedrag, gewoontes en vitaliteit op het werk.
- [Media](/nl/pages/deloitte/media): artikelen, video's en podcasts voor als het jou uitkomt.

## Zo doe je mee

Fit Forward is er voor iedereen die bij Deloitte in Nederland werkt. [Log in met je Deloitte-account](/nl/login/deloitte) of gebruik de uitnodigingslink die je van het programma hebt gekregen. Daarna zie je alle pagina's van Fit Forward en schrijf je je direct in voor sessies en evenementen.

## Weet je niet waar je moet beginnen?

Doe dan eerst de [Vitascan](/nl/vitascan-onboarding). In ongeveer acht minuten zie je hoe je ervoor staat op onder meer slaap, stress en beweging, en welk onderdeel van Fit Forward het meeste voor je kan betekenen.`,
      en: `At Deloitte you work hard, often in changing places and against tight deadlines. Fit Forward helps you take good care of yourself along the way, in a way that suits you. You choose what you join: Deloitte pays, you only invest some time.

## What the program offers

- [Coaching](/en/pages/deloitte/coaching): confidential conversations with a coach you choose yourself.
- [Fit Program](/en/pages/deloitte/fit-program): fitter in twelve weeks, with a personal plan.
- [Fit Forward Tour](/en/pages/deloitte/fit-forward-tour): a vitality day that travels past the offices.
- [Sport events](/en/pages/deloitte/sport-events): running, skating and more, together with a team of colleagues.
- [Vitality sessions](/en/pages/deloitte/vitality-sessions): nine sessions on behavior, habits and vitality at work.
- [Media](/en/pages/deloitte/media): articles, videos and podcasts for whenever it suits you.

## How to join

Fit Forward is open to everyone who works at Deloitte in the Netherlands. [Log in with your Deloitte account](/en/login/deloitte) or use the invitation link you received from the program. After that you see all Fit Forward pages and can sign up for sessions and events straight away.

## Not sure where to start?

Take the [Vitascan](/en/vitascan-onboarding) first. In about eight minutes you see how you are doing on sleep, stress, exercise and more, and which part of Fit Forward can help you most.`,
    },
    listing: "none",
    session: null,
    sortOrder: 0,
  },
  {
    partner: "deloitte",
    path: "coaching",
    public: false,
    title: { nl: "Coaching", en: "Coaching" },
    intro: {
      nl: "Praat vertrouwelijk met een ervaren coach over wat voor jou belangrijk is, van slaap en stress tot loopbaan en balans. Deloitte betaalt je gesprekken.",
      en: "Talk in confidence with an experienced coach about whatever matters to you, from sleep and stress to career and balance. Deloitte pays for your sessions.",
    },
    body: {
      nl: `Soms helpt het om hardop te denken met iemand die buiten je werk staat. Via Fit Forward heb je elk kalenderjaar recht op **zes coachingsgesprekken**, volledig betaald door Deloitte. Hoeveel gesprekken je dit jaar nog over hebt, zie je onder deze tekst.

## Zo werkt het

1. Kies een coach in het [overzicht van coaches](/nl/coaches), of laat je helpen bij het [vinden van een coach](/nl/coaches/find) die past bij wat je zoekt.
2. Plan een kennismaking van 30 minuten op een moment dat jou uitkomt. Jullie bespreken wat je wilt bereiken en of het klikt.
3. Daarna plan je gesprekken van een uur, in het tempo dat bij jou past.

Alle gesprekken zijn via video in je browser, dus ook vanuit huis of je hotelkamer. Kun je niet? Verzet of annuleer dan uiterlijk 24 uur van tevoren; een latere afzegging telt als gebruikt gesprek.

## Altijd vertrouwelijk

Wat je met je coach bespreekt, blijft tussen jullie twee. Deloitte ziet nooit wie coaching gebruikt, hoe vaak of waarover. Je hoeft niemand te vertellen dat je een coach spreekt, ook je leidinggevende niet.

## Waar coaching bij helpt

- Veel werkdruk, of moeite om na werktijd los te laten
- Slecht slapen of weinig energie
- Keuzes in je loopbaan of een nieuwe rol
- Een betere balans tussen werk, thuis en sport`,
      en: `Sometimes it helps to think out loud with someone outside your work. Through Fit Forward you are entitled to **six coaching sessions** every calendar year, fully paid by Deloitte. How many sessions you have left this year is shown below this text.

## How it works

1. Choose a coach from the [list of coaches](/en/coaches), or get help [finding a coach](/en/coaches/find) who fits what you are looking for.
2. Book a 30-minute introduction at a time that suits you. You discuss what you want to achieve and whether you click.
3. After that you book one-hour sessions, at a pace that works for you.

All sessions take place by video call in your browser, so you can join from home or from your hotel room. Can't make it? Reschedule or cancel at least 24 hours ahead; a later cancellation counts as a used session.

## Always confidential

What you discuss with your coach stays between the two of you. Deloitte never sees who uses coaching, how often or what about. You don't have to tell anyone you are seeing a coach, your manager included.

## What coaching helps with

- A heavy workload, or trouble switching off after work
- Poor sleep or low energy
- Career choices or a new role
- A better balance between work, home and sport`,
    },
    listing: "coaching",
    session: null,
    sortOrder: 1,
  },
  {
    partner: "deloitte",
    path: "fit-program",
    public: false,
    title: { nl: "Fit Program", en: "Fit Program" },
    intro: {
      nl: "In twaalf weken werk je met een persoonlijk plan aan je conditie, kracht en energie, met een coach die meekijkt.",
      en: "Over twelve weeks you work on your fitness, strength and energy with a personal plan and a coach who keeps an eye on your progress.",
    },
    body: {
      nl: `Het Fit Program is voor iedereen die fitter wil worden, of je nu al jaren sport of net begint. Je traint op je eigen niveau en op momenten die in je agenda passen: thuis, in de sportschool of buiten.

## Zo zien de twaalf weken eruit

1. **Vitascan en intake.** Je begint met de [Vitascan](/nl/vitascan-onboarding) en een kennismaking van 30 minuten met een coach. Jullie bespreken je doelen, je agenda en eventuele blessures.
2. **Je plan.** Binnen een week krijg je een trainingsplan op maat, met twee of drie trainingen per week van 30 tot 45 minuten.
3. **Wekelijkse check-in.** Elke week laat je in [de app](/nl/theapp) weten hoe het ging. Je coach kijkt mee en past het plan aan als dat nodig is.
4. **Afronding.** In week twaalf doe je de Vitascan opnieuw en zie je zwart op wit wat je hebt bereikt.

## Praktisch

Het Fit Program is gratis voor medewerkers. Reken op ongeveer twee uur per week, trainingen inbegrepen. Je kunt op elk moment starten: doe de Vitascan, kies een coach uit het [overzicht](/nl/coaches) en geef in de kennismaking aan dat je met het Fit Program wilt beginnen. De intake en het slotgesprek plan je als gewone [coachingsgesprekken](/nl/pages/deloitte/coaching).`,
      en: `The Fit Program is for anyone who wants to get fitter, whether you have been exercising for years or are just starting out. You train at your own level and at times that fit your calendar: at home, in the gym or outdoors.

## What the twelve weeks look like

1. **Vitascan and intake.** You start with the [Vitascan](/en/vitascan-onboarding) and a 30-minute introduction with a coach. You discuss your goals, your schedule and any injuries.
2. **Your plan.** Within a week you receive a tailored training plan, with two or three workouts a week of 30 to 45 minutes.
3. **Weekly check-in.** Every week you report in [the app](/en/theapp) how it went. Your coach follows along and adjusts the plan where needed.
4. **Wrap-up.** In week twelve you take the Vitascan again and see in black and white what you have achieved.

## Practical details

The Fit Program is free for employees. Count on about two hours a week, workouts included. You can start at any time: take the Vitascan, choose a coach from the [list](/en/coaches) and mention in the introduction that you want to start the Fit Program. The intake and the closing session are booked as regular [coaching sessions](/en/pages/deloitte/coaching).`,
    },
    listing: "none",
    session: null,
    sortOrder: 2,
  },
  {
    partner: "deloitte",
    path: "fit-forward-tour",
    public: false,
    title: { nl: "Fit Forward Tour", en: "Fit Forward Tour" },
    intro: {
      nl: "Een dag vol workshops, gezondheidschecks en beweging die een voor een langs onze kantoren trekt. Schrijf je in voor de stop bij jou in de buurt.",
      en: "A day full of workshops, health checks and exercise that visits our offices one by one. Sign up for the stop near you.",
    },
    body: {
      nl: `De Fit Forward Tour brengt het programma naar je eigen kantoor. Een dag lang zijn er coaches, trainers en gezondheidsprofessionals aanwezig. Je schuift aan wanneer het je uitkomt, of je blokt een paar uur in je agenda.

## Wat je kunt verwachten

- **Workshops** van 45 minuten over onder meer slaap, energie, voeding en ontspanning
- Een **health check** van een kwartier: bloeddruk, gewicht, middelomtrek en een korte conditietest, met direct uitleg
- Een begeleide **wandeling** van een half uur in de buurt van het kantoor
- Een stand waar je terechtkunt met vragen over coaching en de rest van Fit Forward

## Aanmelden

Meedoen is gratis en telt als werktijd. Kies hieronder je stop en schrijf je in op de pagina van die stop, zodat we weten hoeveel mensen er komen. Een tijd voor de health check plan je op de dag zelf bij de stand. De uitslag is alleen voor jou.`,
      en: `The Fit Forward Tour brings the program to your own office. For a whole day, coaches, trainers and health professionals are on site. Drop in whenever it suits you, or block a few hours in your calendar.

## What to expect

- **Workshops** of 45 minutes on sleep, energy, nutrition, relaxation and more
- A 15-minute **health check**: blood pressure, weight, waist and a short fitness test, explained on the spot
- A guided half-hour **walk** around the office
- A stand where you can ask about coaching and the rest of Fit Forward

## Signing up

Taking part is free and counts as working time. Choose your stop below and sign up on that stop's page, so we know how many people to expect. You book a time for the health check at the stand on the day itself. The results are for you alone.`,
    },
    listing: "children",
    session: null,
    sortOrder: 3,
  },
  {
    partner: "deloitte",
    path: "fit-forward-tour/amsterdam",
    public: false,
    title: { nl: "Amsterdam", en: "Amsterdam" },
    intro: {
      nl: "De Fit Forward Tour op ons kantoor aan de Zuidas: workshops, health checks en een wandeling door het Beatrixpark.",
      en: "The Fit Forward Tour at our Zuidas office: workshops, health checks and a walk through Beatrixpark.",
    },
    body: {
      nl: `De tour strijkt neer in het restaurant en de zalen op de begane grond van ons kantoor aan de Zuidas. Volg op de dag zelf de bordjes van Fit Forward.

## Programma

- **Ochtend:** opening met koffie en fruit, daarna de workshops *Beter slapen* en *Energie door de dag*.
- **Lunch:** een wandeling van een half uur door het Beatrixpark, gevolgd door een gezonde lunch.
- **Middag:** health checks en de workshop *Ontspannen in vijf minuten*, voor wie even wil bijkomen van een drukke week.

## Locatie en bereikbaarheid

Het kantoor ligt op loopafstand van station Amsterdam Zuid. Kom bij voorkeur met het openbaar vervoer of de fiets, want er is weinig parkeerruimte. Trek voor de wandeling makkelijke schoenen aan. Het adres en de tijden staan bij de inschrijving op deze pagina.`,
      en: `The tour sets up in the restaurant and the rooms on the ground floor of our Zuidas office. On the day, follow the Fit Forward signs.

## Programme

- **Morning:** opening with coffee and fruit, followed by the workshops *Sleep better* and *Energy through the day*.
- **Lunch:** a half-hour walk through Beatrixpark, followed by a healthy lunch.
- **Afternoon:** health checks and the workshop *Relax in five minutes*, for anyone who needs a breather after a busy week.

## Location and getting there

The office is within walking distance of Amsterdam Zuid station. Please come by public transport or bike, as parking space is limited. Wear comfortable shoes for the walk. The address and times are shown with the registration on this page.`,
    },
    listing: "none",
    session: "fit-forward-tour-amsterdam",
    sortOrder: 1,
  },
  {
    partner: "deloitte",
    path: "fit-forward-tour/rotterdam",
    public: false,
    title: { nl: "Rotterdam", en: "Rotterdam" },
    intro: {
      nl: "De Fit Forward Tour op ons kantoor aan de Kop van Zuid: workshops, health checks en een wandeling over de Erasmusbrug.",
      en: "The Fit Forward Tour at our Kop van Zuid office: workshops, health checks and a walk across the Erasmus Bridge.",
    },
    body: {
      nl: `In Rotterdam vindt de tour plaats op ons kantoor aan de Kop van Zuid, met uitzicht over de Maas. Het programma is in de vergaderzalen op de eerste verdieping.

## Programma

- **Ochtend:** opening met koffie, daarna de workshops *Fit achter je bureau* over houding en bewegen tijdens het werk, en *Eten voor lange dagen*.
- **Lunch:** een wandeling van een half uur over de Erasmusbrug en langs de Maas, daarna een gezonde lunch.
- **Middag:** health checks en de workshop *Grip op stress*.

## Locatie en bereikbaarheid

Metrostation Wilhelminaplein ligt om de hoek, en vanaf Rotterdam Centraal ben je er in tien minuten. Parkeren kan in de garage in de buurt, maar is niet gratis. Neem voor de wandeling een jas mee: aan het water waait het vaak. Het adres en de tijden staan bij de inschrijving op deze pagina.`,
      en: `In Rotterdam the tour takes place at our Kop van Zuid office, overlooking the river Maas. The programme is in the meeting rooms on the first floor.

## Programme

- **Morning:** opening with coffee, followed by the workshops *Fit at your desk*, on posture and moving during work, and *Food for long days*.
- **Lunch:** a half-hour walk across the Erasmus Bridge and along the river, followed by a healthy lunch.
- **Afternoon:** health checks and the workshop *Getting a grip on stress*.

## Location and getting there

Wilhelminaplein metro station is around the corner, and from Rotterdam Centraal it takes about ten minutes. You can park in a nearby garage, but it is not free. Bring a jacket for the walk: it is often windy by the water. The address and times are shown with the registration on this page.`,
    },
    listing: "none",
    session: "fit-forward-tour-rotterdam",
    sortOrder: 2,
  },
  {
    partner: "deloitte",
    path: "fit-forward-tour/utrecht",
    public: false,
    title: { nl: "Utrecht", en: "Utrecht" },
    intro: {
      nl: "De Fit Forward Tour op ons kantoor in Papendorp: workshops, health checks en een wandeling door het groen rond het kantoor.",
      en: "The Fit Forward Tour at our Papendorp office: workshops, health checks and a walk through the green around the office.",
    },
    body: {
      nl: `In Utrecht komt de tour naar ons kantoor in Papendorp. Het programma vindt plaats in het atrium en de trainingsruimtes op de begane grond.

## Programma

- **Ochtend:** opening met koffie en fruit, daarna de workshops *Stress herkennen voordat het te veel wordt* en *Bewegen tussen je meetings*.
- **Lunch:** een wandeling van een half uur door het groen rond het kantoor, daarna een gezonde lunch.
- **Middag:** health checks en de workshop *Goed slapen bij een volle agenda*.

## Locatie en bereikbaarheid

Vanaf Utrecht Centraal rijdt er een bus die vlak bij het kantoor stopt. Met de fiets ben je er vanuit de stad in ongeveer twintig minuten, en er is een ruime fietsenstalling. Trek voor de wandeling makkelijke schoenen aan. Het adres en de tijden staan bij de inschrijving op deze pagina.`,
      en: `In Utrecht the tour comes to our Papendorp office. The programme takes place in the atrium and the training rooms on the ground floor.

## Programme

- **Morning:** opening with coffee and fruit, followed by the workshops *Spotting stress before it becomes too much* and *Moving between your meetings*.
- **Lunch:** a half-hour walk through the green around the office, followed by a healthy lunch.
- **Afternoon:** health checks and the workshop *Sleeping well with a full calendar*.

## Location and getting there

A bus from Utrecht Centraal stops close to the office. By bike it takes about twenty minutes from the city centre, and there is plenty of bike parking. Wear comfortable shoes for the walk. The address and times are shown with the registration on this page.`,
    },
    listing: "none",
    session: "fit-forward-tour-utrecht",
    sortOrder: 3,
  },
  {
    partner: "deloitte",
    path: "fit-forward-tour/eindhoven",
    public: false,
    title: { nl: "Eindhoven", en: "Eindhoven" },
    intro: {
      nl: "De Fit Forward Tour op ons kantoor in Eindhoven: workshops, health checks en een wandeling in de omgeving.",
      en: "The Fit Forward Tour at our Eindhoven office: workshops, health checks and a walk in the surroundings.",
    },
    body: {
      nl: `De laatste stop van de tour is ons kantoor in Eindhoven. Omdat hier veel collega's werken die vaak bij klanten zitten, draait het programma extra om vitaal blijven onderweg.

## Programma

- **Ochtend:** opening met koffie, daarna de workshops *Gezond op reis* en *Herstellen na een drukke periode*.
- **Lunch:** een wandeling van een half uur in de omgeving van het kantoor, daarna een gezonde lunch.
- **Middag:** health checks en een korte training *Krachtoefeningen zonder sportschool*, die je ook in een hotelkamer kunt doen.

## Locatie en bereikbaarheid

Vanaf station Eindhoven Centraal brengt de bus je in een kwartier naar het kantoor. Er is parkeerruimte bij het gebouw. Neem voor de training en de wandeling makkelijke kleding en schoenen mee. Het adres en de tijden staan bij de inschrijving op deze pagina.`,
      en: `The last stop of the tour is our Eindhoven office. Many colleagues here spend a lot of time at client sites, so the programme focuses on staying vital on the road.

## Programme

- **Morning:** opening with coffee, followed by the workshops *Healthy on the road* and *Recovering after a busy period*.
- **Lunch:** a half-hour walk around the office, followed by a healthy lunch.
- **Afternoon:** health checks and a short session *Strength exercises without a gym*, which you can also do in a hotel room.

## Location and getting there

From Eindhoven Centraal station the bus takes you to the office in about fifteen minutes. There is parking at the building. Bring comfortable clothes and shoes for the session and the walk. The address and times are shown with the registration on this page.`,
    },
    listing: "none",
    session: "fit-forward-tour-eindhoven",
    sortOrder: 4,
  },
  {
    partner: "deloitte",
    path: "sport-events",
    public: false,
    title: { nl: "Sportevenementen", en: "Sport events" },
    intro: {
      nl: "Loop, schaats of beweeg mee in een team van collega's. Deloitte betaalt je deelname en zorgt voor een teamshirt.",
      en: "Run, skate or move along in a team of colleagues. Deloitte pays for your entry and provides a team shirt.",
    },
    body: {
      nl: `Samen trainen en samen finishen: dat is het idee achter de sportevenementen van Fit Forward. Elk jaar kiezen we een paar evenementen verspreid over het land, en een paar bijzondere. Je hoeft geen topsporter te zijn; bij de meeste evenementen is er een afstand voor beginners.

## Wat Deloitte regelt

- Je **startbewijs** of toegangskaart
- Een **Fit Forward-teamshirt**, op te halen op je kantoor of thuisgestuurd
- Een **teamplek** bij de start of finish, met drinken en iets te eten
- Je **reiskosten** met het openbaar vervoer, via je gewone declaratie

## Zo doe je mee

Kies hieronder een evenement en schrijf je in op de pagina ervan. Na je inschrijving krijg je een trainingsschema en een uitnodiging voor de gezamenlijke trainingen met collega's. Kun je toch niet? Schrijf je dan zo snel mogelijk uit, zodat een collega je plek kan krijgen.`,
      en: `Train together, finish together: that is the idea behind the Fit Forward sport events. Every year we pick a few events around the country, plus a couple of special ones. You don't need to be an elite athlete; most events have a distance for beginners.

## What Deloitte arranges

- Your **entry** or ticket
- A **Fit Forward team shirt**, to collect at your office or sent to your home
- A **team spot** at the start or finish, with drinks and something to eat
- Your **travel costs** by public transport, through your regular expense claim

## How to join

Choose an event below and sign up on its page. Once you are registered you receive a training schedule and an invitation to the joint training sessions with colleagues. Can't make it after all? Cancel as soon as possible, so a colleague can take your place.`,
    },
    listing: "children",
    session: null,
    sortOrder: 4,
  },
  {
    partner: "deloitte",
    path: "sport-events/sessions/bruggenloop-rotterdam",
    public: false,
    title: { nl: "Bruggenloop Rotterdam", en: "Bruggenloop Rotterdam" },
    intro: {
      nl: "Hardlopen over de bekendste bruggen van Rotterdam, met de skyline als decor en je collega's naast je.",
      en: "Running across Rotterdam's best-known bridges, with the skyline as a backdrop and your colleagues beside you.",
    },
    body: {
      nl: `De Bruggenloop voert je over de grote bruggen van Rotterdam. De bruggen zorgen voor een paar pittige klimmetjes, maar het uitzicht over de Maas en de sfeer langs het parcours maken veel goed.

## Training

Begin zes tot acht weken van tevoren met drie keer per week lopen. Neem een brug of viaduct op in je vaste rondje: een paar keer op en neer oefent precies de hellingen die je onderweg tegenkomt. Doe het in de laatste week rustig aan.

## Op de dag zelf

- Haal je teamshirt vooraf op bij het kantoor in Rotterdam, of laat het thuissturen.
- We verzamelen een uur voor de start bij de Fit Forward-teamplek; de precieze plek krijg je per mail.
- Reis met het openbaar vervoer: rond het parcours zijn veel wegen afgesloten.

## Wat Deloitte regelt

Je startbewijs, het teamshirt, drinken en fruit bij de teamplek, en na afloop een gezamenlijke borrel met het team. Inschrijven doe je op deze pagina.`,
      en: `The Bruggenloop takes you across Rotterdam's big bridges. The bridges make for a few tough climbs, but the view over the river and the atmosphere along the course make up for a lot.

## Training

Start six to eight weeks ahead with three runs a week. Include a bridge or overpass in your usual loop: running up and down a few times trains exactly the slopes you will meet on the course. Take it easy in the final week.

## On the day

- Collect your team shirt beforehand at the Rotterdam office, or have it sent to your home.
- We meet an hour before the start at the Fit Forward team spot; you receive the exact location by email.
- Travel by public transport: many roads around the course are closed.

## What Deloitte arranges

Your entry, the team shirt, drinks and fruit at the team spot, and drinks together with the team afterwards. Sign up on this page.`,
    },
    listing: "none",
    session: "bruggenloop-rotterdam",
    sortOrder: 1,
  },
  {
    partner: "deloitte",
    path: "sport-events/sessions/dam-to-dam",
    public: false,
    title: { nl: "Dam tot Damloop", en: "Dam tot Damloop" },
    intro: {
      nl: "Tien Engelse mijlen van Amsterdam naar Zaandam, dwars door de IJtunnel. Een klassieker die je samen met je team loopt.",
      en: "Ten English miles from Amsterdam to Zaandam, straight through the IJ tunnel. A classic you run together with your team.",
    },
    body: {
      nl: `De Dam tot Damloop is een van de grootste hardloopwedstrijden van Nederland: ruim 16 kilometer van het centrum van Amsterdam naar Zaandam. Onderweg staat er bijna overal publiek, en dat draagt je ook door de zware kilometers.

## Training

Reken op tien weken voorbereiding als je al een halfuur achter elkaar kunt lopen. Loop drie keer per week en bouw je lange duurloop op tot ongeveer 14 kilometer. Ga in de IJtunnel vlak na de start niet te snel: de weg omhoog aan het eind is langer dan je denkt.

## Reizen en verzamelen

De start is in Amsterdam en de finish in Zaandam, dus je hoeft niet terug naar je startpunt. Lever voor de start een tas met droge kleren in bij de teamplek; wij brengen die naar de finish in Zaandam. Na afloop reis je met de trein terug, vanaf station Zaandam.

## Wat Deloitte regelt

Je startbewijs, het teamshirt, het vervoer van je tas, en drinken en een hapje bij de teamplek in Zaandam. Inschrijven doe je op deze pagina.`,
      en: `The Dam tot Damloop is one of the largest running races in the Netherlands: just over 16 kilometres from the centre of Amsterdam to Zaandam. There are spectators almost everywhere along the way, and they carry you through the hard kilometres too.

## Training

Allow ten weeks of preparation if you can already run for half an hour without stopping. Run three times a week and build your long run up to about 14 kilometres. Don't go too fast in the IJ tunnel just after the start: the climb out at the end is longer than you think.

## Travel and meeting up

The start is in Amsterdam and the finish in Zaandam, so you don't have to go back to where you started. Leave a bag with dry clothes at the team spot before the start; we take it to the finish in Zaandam. Afterwards you travel back by train from Zaandam station.

## What Deloitte arranges

Your entry, the team shirt, transport of your bag, and drinks and a snack at the team spot in Zaandam. Sign up on this page.`,
    },
    listing: "none",
    session: "dam-to-dam",
    sortOrder: 2,
  },
  {
    partner: "deloitte",
    path: "sport-events/sessions/eindhoven",
    public: false,
    title: { nl: "Marathon Eindhoven", en: "Eindhoven Marathon" },
    intro: {
      nl: "Een weekend hardlopen in Eindhoven, van een korte afstand tot de hele marathon. Er is een afstand voor iedereen in het team.",
      en: "A weekend of running in Eindhoven, from a short distance to the full marathon. There is a distance for everyone in the team.",
    },
    body: {
      nl: `Bij de Marathon Eindhoven loop je door het centrum en langs de wijken van de stad, met veel publiek en muziek onderweg. Naast de hele marathon zijn er kortere afstanden, zodat beginners en ervaren lopers samen met het team meedoen.

## Training

- **Korte afstand:** zes weken, drie keer per week lopen.
- **Halve marathon:** twaalf weken, met een lange duurloop die oploopt tot 18 kilometer.
- **Hele marathon:** minstens zestien weken, en alleen als je al eerder een halve marathon hebt gelopen.

Twijfel je welke afstand bij je past? Een [coach](/nl/coaches) denkt graag met je mee.

## Reizen en verzamelen

Reis met de trein naar Eindhoven Centraal; de start ligt op loopafstand. Collega's van het kantoor in Eindhoven ontvangen het team voor de start bij de Fit Forward-teamplek, waar je ook je tas kwijt kunt.

## Wat Deloitte regelt

Je startbewijs, het teamshirt, de treinreis, en na de finish een hersteldrankje en een lunch met het team. Inschrijven doe je op deze pagina.`,
      en: `At the Eindhoven Marathon you run through the centre and the neighbourhoods of the city, with lots of spectators and music along the way. Besides the full marathon there are shorter distances, so beginners and experienced runners can all take part with the team.

## Training

- **Short distance:** six weeks, running three times a week.
- **Half marathon:** twelve weeks, with a long run that builds up to 18 kilometres.
- **Full marathon:** at least sixteen weeks, and only if you have run a half marathon before.

Not sure which distance suits you? A [coach](/en/coaches) is happy to think it through with you.

## Travel and meeting up

Take the train to Eindhoven Centraal; the start is within walking distance. Colleagues from the Eindhoven office welcome the team before the start at the Fit Forward team spot, where you can also leave your bag.

## What Deloitte arranges

Your entry, the team shirt, the train journey, and after the finish a recovery drink and lunch with the team. Sign up on this page.`,
    },
    listing: "none",
    session: "eindhoven",
    sortOrder: 3,
  },
  {
    partner: "deloitte",
    path: "sport-events/sessions/groningen",
    public: false,
    title: { nl: "4 Mijl van Groningen", en: "4 Mijl van Groningen" },
    intro: {
      nl: "Vier Engelse mijlen van Haren naar de binnenstad van Groningen: een feestelijke loop die ook goed te doen is als je net begint.",
      en: "Four English miles from Haren to the centre of Groningen: a festive run that is very doable if you are just starting out.",
    },
    body: {
      nl: `De 4 Mijl van Groningen is ruim 6 kilometer lang en voert je van Haren naar het centrum van Groningen. Met duizenden lopers en veel publiek is het meer een feest dan een wedstrijd, en daarmee een mooie eerste loop voor wie nog nooit heeft meegedaan.

## Training

Zes weken is genoeg. Begin met afwisselend wandelen en hardlopen, drie keer per week, en loop elke week wat langer achter elkaar. Lukt 40 minuten rustig lopen? Dan kom je zeker over de finish.

## Reizen en verzamelen

Reis met de trein naar Groningen. Vanaf het station brengen pendelbussen je naar de start in Haren. We verzamelen bij de Fit Forward-teamplek bij de start; je tas brengen wij naar de finish in de stad.

## Wat Deloitte regelt

Je startbewijs, het teamshirt, de treinreis en het vervoer van je tas. Na afloop sluiten we samen af met iets te drinken in de binnenstad. Inschrijven doe je op deze pagina.`,
      en: `The 4 Mijl van Groningen is just over 6 kilometres long and takes you from Haren to the centre of Groningen. With thousands of runners and lots of spectators it is more of a party than a race, which makes it a great first run if you have never taken part in one.

## Training

Six weeks is enough. Start by alternating walking and running, three times a week, and run a little longer without stopping each week. If you can jog for 40 minutes, you will certainly reach the finish.

## Travel and meeting up

Take the train to Groningen. From the station, shuttle buses take you to the start in Haren. We meet at the Fit Forward team spot near the start; we take your bag to the finish in the city.

## What Deloitte arranges

Your entry, the team shirt, the train journey and transport of your bag. Afterwards we round off together with drinks in the city centre. Sign up on this page.`,
    },
    listing: "none",
    session: "groningen",
    sortOrder: 4,
  },
  {
    partner: "deloitte",
    path: "sport-events/sessions/live-in-theater",
    public: false,
    title: { nl: "Live in het theater", en: "Live in the Theater" },
    intro: {
      nl: "Een avondvullende show over sport en vitaliteit in het theater, waarin je vanuit je stoel meedoet. Geen training nodig.",
      en: "A full evening show about sport and vitality in a theater, where you join in from your seat. No training needed.",
    },
    body: {
      nl: `Dit is het sportevenement voor iedereen die liever niet hardloopt. In een theater brengen trainers, sporters en een presentator een show over bewegen, herstel en veerkracht. Tussendoor doet de hele zaal mee met korte oefeningen, gewoon vanuit je stoel.

## Wat je ziet en doet

- Interviews met sporters over tegenslag, doorzetten en rust nemen
- Korte workouts van een paar minuten die je ook op kantoor kunt doen
- Een live meting van de energie in de zaal, voor en na de oefeningen

## Met je team

Ga samen met je team of met collega's van je afdeling; jullie zitten bij elkaar. Het teamshirt mag aan, maar hoeft niet. Trek makkelijke kleren aan waarin je kunt bewegen.

## Wat Deloitte regelt

Je toegangskaart, een drankje en een gezonde snack vooraf, en je reiskosten met het openbaar vervoer. Het theater en de tijden staan bij de inschrijving op deze pagina.`,
      en: `This is the sport event for everyone who would rather not run. In a theater, trainers, athletes and a host put on a show about exercise, recovery and resilience. In between, the whole audience joins in with short exercises, right from their seats.

## What you see and do

- Interviews with athletes about setbacks, perseverance and taking rest
- Short workouts of a few minutes that you can also do at the office
- A live measurement of the energy in the room, before and after the exercises

## With your team

Go with your team or with colleagues from your department; you sit together. You are welcome to wear the team shirt, but you don't have to. Wear comfortable clothes you can move in.

## What Deloitte arranges

Your ticket, a drink and a healthy snack beforehand, and your travel costs by public transport. The theater and the times are shown with the registration on this page.`,
    },
    listing: "none",
    session: "live-in-theater",
    sortOrder: 5,
  },
  {
    partner: "deloitte",
    path: "sport-events/sessions/weissensee",
    public: false,
    title: { nl: "Weissensee", en: "Weissensee" },
    intro: {
      nl: "Schaatsen op natuurijs op de Weissensee in Oostenrijk, met een team van collega's. Een tocht om nooit te vergeten.",
      en: "Skating on natural ice on the Weissensee in Austria, with a team of colleagues. A tour you will never forget.",
    },
    body: {
      nl: `De Weissensee in Karinthië vriest bijna elke winter dicht, en dan ligt er een van de langste natuurijsbanen van Europa. Samen met duizenden andere schaatsers rijd je rondes over het meer, met de bergen om je heen. Je kiest zelf hoe ver je gaat.

## Training

Begin in de herfst. Fietsen en skeeleren bouwen je conditie op, en vanaf oktober train je een keer per week op de ijsbaan om je slag en je evenwicht te oefenen. Schaats je nog niet goed? Kies dan een korte afstand en plan een paar lessen.

## Uitrusting

Neem klapschaatsen of noren mee, warme lagen kleding, handschoenen, een muts en een buff. Het teamshirt is een thermoshirt dat je onder je jas draagt.

## Reizen en verblijf

We reizen samen met een bus, een dag voor de tocht, en overnachten met het team in een hotel aan het meer. De organisatie beslist op de dag zelf of het ijs veilig is; is het dat niet, dan blijft het programma met langlaufen en wandelen staan.

## Wat Deloitte regelt

Je inschrijving, de busreis, twee overnachtingen met ontbijt en diner, en het teamshirt. Je neemt zelf de vrije dagen op. Inschrijven doe je op deze pagina.`,
      en: `The Weissensee in Carinthia freezes over almost every winter, and then it offers one of the longest natural ice tracks in Europe. Together with thousands of other skaters you skate laps across the lake, surrounded by mountains. You decide how far you go.

## Training

Start in the autumn. Cycling and inline skating build up your fitness, and from October you train once a week at the ice rink to practise your stroke and balance. Not a confident skater yet? Choose a short distance and book a few lessons.

## Equipment

Bring clapskates or touring skates, warm layers, gloves, a hat and a neck warmer. The team shirt is a thermal shirt you wear under your jacket.

## Travel and stay

We travel together by coach, the day before the tour, and stay with the team in a hotel by the lake. The organisers decide on the day whether the ice is safe; if it is not, the programme carries on with cross-country skiing and walking.

## What Deloitte arranges

Your entry, the coach journey, two nights with breakfast and dinner, and the team shirt. You take the days off yourself. Sign up on this page.`,
    },
    listing: "none",
    session: "weissensee",
    sortOrder: 6,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions",
    public: false,
    title: { nl: "Vitaliteitssessies", en: "Vitality sessions" },
    intro: {
      nl: "Negen sessies over gedrag, gewoontes en vitaliteit op het werk. Volg de hele reeks of kies de onderwerpen die je aanspreken.",
      en: "Nine sessions on behavior, habits and vitality at work. Follow the whole series or pick the topics that appeal to you.",
    },
    body: {
      nl: `Waarom is het zo lastig om goede voornemens vol te houden, juist als het druk is? In de vitaliteitssessies ontdek je hoe gedrag werkt en wat jij kunt doen om gezonder en met meer plezier te werken. Elke sessie combineert een korte uitleg met oefeningen die je meteen kunt toepassen.

## De reeks

De sessies bouwen op elkaar voort, van de aftrap tot je eigen waarden, maar je kunt ze ook los volgen. Begin bij voorkeur met [de start](/nl/pages/deloitte/vitality-sessions/sessions/start): daar krijg je het overzicht en maak je kennis met de trainers.

## Praktisch

- Gratis voor medewerkers, en je volgt de sessies onder werktijd.
- Reken per sessie op een uur tot anderhalf uur, plus een kleine opdracht voor tussendoor.
- De groepen zijn klein, zodat er ruimte is voor vragen en gesprek.
- Datum, tijd en plek of online link staan op de pagina van elke sessie; daar schrijf je je ook in.`,
      en: `Why is it so hard to stick to good intentions, especially when things get busy? In the vitality sessions you discover how behavior works and what you can do to work more healthily and with more enjoyment. Each session combines a short explanation with exercises you can apply right away.

## The series

The sessions build on each other, from the kick-off to your own values, but you can also follow them separately. Ideally, begin with [the start](/en/pages/deloitte/vitality-sessions/sessions/start): it gives you the overview and introduces the trainers.

## Practical details

- Free for employees, and you attend during working hours.
- Allow an hour to an hour and a half per session, plus a small assignment in between.
- Groups are small, leaving room for questions and conversation.
- Date, time and place or online link are on each session's page, where you also sign up.`,
    },
    listing: "children",
    session: null,
    sortOrder: 5,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/start",
    public: false,
    title: { nl: "Start", en: "Start" },
    intro: {
      nl: "De aftrap van de reeks: wat vitaliteit voor jou betekent en wat je de komende sessies kunt verwachten.",
      en: "The kick-off of the series: what vitality means to you and what to expect from the coming sessions.",
    },
    body: {
      nl: `In de eerste sessie maak je kennis met de trainers, met elkaar en met de opzet van de reeks. Je staat stil bij de vraag wat vitaliteit eigenlijk is: niet alleen sporten en gezond eten, maar ook energie, plezier in je werk en voldoende herstel.

## Wat je doet

- Je brengt in kaart wat je op dit moment energie geeft en wat energie kost.
- Je hoort hoe de negen sessies op elkaar voortbouwen.
- Je kiest een eerste, klein experiment voor de komende weken.

## Voorbereiding

Doe als je wilt vooraf de [Vitascan](/nl/vitascan-onboarding). Die kost ongeveer acht minuten en geeft je een goed beeld van waar je staat. Je uitslag is alleen voor jou; je hoeft hem niet te delen.`,
      en: `In the first session you meet the trainers, each other and the structure of the series. You consider what vitality actually is: not only exercise and healthy food, but also energy, enjoyment of your work and enough recovery.

## What you do

- You map out what currently gives you energy and what drains it.
- You hear how the nine sessions build on each other.
- You choose a first, small experiment for the coming weeks.

## Preparation

If you like, take the [Vitascan](/en/vitascan-onboarding) beforehand. It takes about eight minutes and gives you a good picture of where you stand. Your results are for you alone; you don't have to share them.`,
    },
    listing: "none",
    session: "start",
    sortOrder: 1,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/focus",
    public: false,
    title: { nl: "Focus", en: "Focus" },
    intro: {
      nl: "Waarom je aandacht een bron van energie is, en hoe je die beschermt in een werkdag vol meldingen en meetings.",
      en: "Why your attention is a source of energy, and how to protect it in a workday full of notifications and meetings.",
    },
    body: {
      nl: `Steeds schakelen tussen mail, chat en meetings kost meer energie dan je denkt. In deze sessie leer je hoe aandacht werkt, waarom multitasken vooral vermoeiend is en hoe je met kleine aanpassingen meer rust in je hoofd krijgt.

## Wat je doet

- Je houdt een dag bij hoe vaak je wordt onderbroken, en bespreekt wat je opvalt.
- Je probeert blokken van geconcentreerd werk, met je meldingen uit.
- Je maakt afspraken met jezelf over bereikbaarheid die ook voor je team werken.

## Wat je meeneemt

Een eenvoudige weekplanning met vaste momenten voor diep werk en voor pauze, en een paar technieken om na een onderbreking snel weer op te pakken waar je was.`,
      en: `Constantly switching between email, chat and meetings costs more energy than you think. In this session you learn how attention works, why multitasking mostly wears you out and how small adjustments give you more calm in your head.

## What you do

- You keep track for a day of how often you are interrupted, and discuss what stands out.
- You try blocks of focused work, with your notifications turned off.
- You make agreements with yourself about being reachable that also work for your team.

## What you take away

A simple weekly plan with fixed times for deep work and for breaks, and a few techniques to get back to where you were quickly after an interruption.`,
    },
    listing: "none",
    session: "focus",
    sortOrder: 2,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/find-your-focus",
    public: false,
    title: { nl: "Vind je focus", en: "Find your focus" },
    intro: {
      nl: "Je kunt niet alles tegelijk veranderen. In deze sessie kies je het ene doel waar jij de komende tijd aan werkt.",
      en: "You can't change everything at once. In this session you choose the one goal you will work on for the time ahead.",
    },
    body: {
      nl: `Meer slapen, vaker sporten, minder stress, gezonder eten: wie alles tegelijk wil, houdt meestal niets vol. In deze sessie breng je je wensen terug tot één doel dat voor jou het meeste verschil maakt.

## Wat je doet

- Je zet je wensen op een rij en weegt ze af: wat levert het meest op, en wat is nu haalbaar?
- Je maakt je doel concreet: wat doe je, wanneer, en hoe weet je dat het lukt?
- Je bespreekt je doel in tweetallen en scherpt het aan.

## Wat je meeneemt

Eén helder doel voor de komende zes weken, opgeschreven in je eigen woorden. Wil je er hulp bij om het vol te houden? Je kunt het doel meenemen naar een gesprek met een [coach](/nl/coaches).`,
      en: `More sleep, more exercise, less stress, healthier food: if you want everything at once, you usually keep up nothing. In this session you narrow your wishes down to one goal that makes the biggest difference for you.

## What you do

- You list your wishes and weigh them up: what brings the most, and what is feasible right now?
- You make your goal concrete: what will you do, when, and how will you know it is working?
- You discuss your goal in pairs and sharpen it.

## What you take away

One clear goal for the coming six weeks, written down in your own words. Want help sticking to it? You can take the goal to a conversation with a [coach](/en/coaches).`,
    },
    listing: "none",
    session: "find-your-focus",
    sortOrder: 3,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/behavior",
    public: false,
    title: { nl: "Gedrag", en: "Behavior" },
    intro: {
      nl: "Hoe gewoontes ontstaan, waarom ze zo hardnekkig zijn en hoe je ze in je voordeel laat werken.",
      en: "How habits form, why they are so persistent and how to make them work in your favor.",
    },
    body: {
      nl: `Een groot deel van wat we op een dag doen, doen we op de automatische piloot. Dat is handig, maar het maakt veranderen ook lastig. In deze sessie leer je hoe een gewoonte is opgebouwd: een aanleiding, het gedrag zelf en de beloning die erop volgt.

## Wat je doet

- Je ontleedt een eigen gewoonte, bijvoorbeeld de middagsnack of het avondje laat scrollen.
- Je zoekt een vaste aanleiding om een nieuwe gewoonte aan te koppelen, zoals je eerste kop koffie.
- Je maakt de nieuwe gewoonte zo klein dat je hem bijna niet kunt overslaan.

## Wat je meeneemt

Een plan voor één nieuwe gewoonte, in de vorm "als ... dan ...". En het inzicht dat een keer overslaan niet erg is, zolang je de volgende dag weer oppakt.`,
      en: `Much of what we do in a day, we do on autopilot. That is convenient, but it also makes change difficult. In this session you learn how a habit is built: a cue, the behavior itself and the reward that follows.

## What you do

- You take apart one of your own habits, such as the afternoon snack or late-night scrolling.
- You look for a fixed cue to attach a new habit to, such as your first cup of coffee.
- You make the new habit so small that you can hardly skip it.

## What you take away

A plan for one new habit, in the form "if ... then ...". And the insight that skipping once is no problem, as long as you pick it up again the next day.`,
    },
    listing: "none",
    session: "behavior",
    sortOrder: 4,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/context",
    public: false,
    title: { nl: "Context", en: "Context" },
    intro: {
      nl: "Je omgeving stuurt je gedrag meer dan je wilskracht. Zo richt je je werkplek, je agenda en je huis slim in.",
      en: "Your surroundings steer your behavior more than your willpower does. How to set up your workplace, calendar and home wisely.",
    },
    body: {
      nl: `De schaal snoep op de balie, de lift recht voor de ingang, meetings die naadloos op elkaar aansluiten: je omgeving maakt sommige keuzes makkelijk en andere moeilijk. In deze sessie leer je die omgeving in je voordeel te gebruiken, in plaats van steeds op wilskracht te leunen.

## Wat je doet

- Je kijkt met een frisse blik naar je werkdag: waar word je vanzelf de verkeerde kant op geduwd?
- Je bedenkt kleine aanpassingen, zoals een fles water op je bureau of meetings van 25 in plaats van 30 minuten.
- Je bespreekt hoe je omgaat met werken op wisselende plekken, bij klanten en onderweg.

## Wat je meeneemt

Drie aanpassingen in je omgeving die je deze week doorvoert, thuis of op het werk, en een checklist voor als je bij een klant of in een hotel werkt.`,
      en: `The bowl of sweets on the counter, the lift right at the entrance, meetings that run back to back: your surroundings make some choices easy and others hard. In this session you learn to use those surroundings to your advantage, instead of relying on willpower all the time.

## What you do

- You take a fresh look at your workday: where are you nudged in the wrong direction without noticing?
- You come up with small changes, such as a bottle of water on your desk or meetings of 25 instead of 30 minutes.
- You discuss how to handle working in changing places, at clients and on the road.

## What you take away

Three changes to your surroundings that you make this week, at home or at work, and a checklist for when you work at a client site or in a hotel.`,
    },
    listing: "none",
    session: "context",
    sortOrder: 5,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/restraints",
    public: false,
    title: { nl: "Belemmeringen", en: "Restraints" },
    intro: {
      nl: "Wat houdt je tegen? Over drempels, overtuigingen en oude patronen, en hoe je er voorbij komt.",
      en: "What holds you back? On obstacles, beliefs and old patterns, and how to get past them.",
    },
    body: {
      nl: `Soms weet je precies wat je wilt veranderen, en lukt het toch niet. Vaak zit er dan iets in de weg: te weinig tijd, de angst om tekort te schieten, of een overtuiging als "ik ben nu eenmaal geen sporter". In deze sessie maak je die drempels zichtbaar.

## Wat je doet

- Je onderscheidt praktische drempels, zoals tijd en reizen, van drempels in je hoofd.
- Je onderzoekt een overtuiging die je tegenhoudt en zoekt bewijs voor en tegen.
- Je maakt vooraf een plan voor de momenten waarop het lastig wordt.

## Wat je meeneemt

Een persoonlijk plan B voor drukke weken, zodat een tegenvaller niet meteen het einde van je goede voornemen is. Merk je dat een drempel steeds terugkomt? Dan kan een gesprek met een [coach](/nl/pages/deloitte/coaching) helpen.`,
      en: `Sometimes you know exactly what you want to change, and still it doesn't work. Often something is standing in the way: too little time, the fear of falling short, or a belief such as "I'm just not a sporty person". In this session you make those obstacles visible.

## What you do

- You separate practical obstacles, such as time and travel, from obstacles in your head.
- You examine a belief that holds you back and look for evidence for and against it.
- You make a plan in advance for the moments when things get difficult.

## What you take away

A personal plan B for busy weeks, so a setback does not immediately end your good intention. Notice that an obstacle keeps coming back? Then a conversation with a [coach](/en/pages/deloitte/coaching) can help.`,
    },
    listing: "none",
    session: "restraints",
    sortOrder: 6,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/talents",
    public: false,
    title: { nl: "Talenten", en: "Talents" },
    intro: {
      nl: "Werken vanuit je sterke kanten geeft energie. Ontdek wat jouw talenten zijn en hoe je ze vaker inzet.",
      en: "Working from your strengths gives energy. Discover what your talents are and how to use them more often.",
    },
    body: {
      nl: `Taken die passen bij je talenten voelen licht, ook als ze veel werk zijn. Taken die daar ver vanaf liggen, kosten energie, ook als ze klein zijn. In deze sessie ontdek je waar jouw kracht ligt en hoe je je werk daar meer op afstemt.

## Wat je doet

- Je kijkt terug op momenten waarop je in je element was, en zoekt wat ze gemeen hebben.
- Je vraagt vooraf twee collega's wat volgens hen jouw sterke kanten zijn.
- Je bedenkt hoe je een taak die energie kost anders kunt aanpakken, of met iemand kunt ruilen.

## Wat je meeneemt

Een kort overzicht van je vijf belangrijkste talenten en een idee om er in de komende maand vaker gebruik van te maken, bijvoorbeeld in je volgende project.`,
      en: `Tasks that match your talents feel light, even when they are a lot of work. Tasks far removed from them cost energy, even when they are small. In this session you discover where your strengths lie and how to shape your work around them more.

## What you do

- You look back on moments when you were in your element, and look for what they have in common.
- Beforehand, you ask two colleagues what they see as your strengths.
- You think about how to approach a draining task differently, or swap it with someone.

## What you take away

A short overview of your five main talents and an idea for using them more often in the coming month, for example in your next project.`,
    },
    listing: "none",
    session: "talents",
    sortOrder: 7,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/teams",
    public: false,
    title: { nl: "Teams", en: "Teams" },
    intro: {
      nl: "Vitaliteit is niet alleen iets van jezelf. Zo zorg je als team voor een werkritme waarin iedereen energie houdt.",
      en: "Vitality is not only a personal matter. How a team creates a working rhythm in which everyone keeps their energy.",
    },
    body: {
      nl: `Hoe vitaal je bent, hangt ook af van de mensen met wie je werkt: de afspraken over bereikbaarheid, de sfeer in het team, de ruimte om een keer nee te zeggen. In deze sessie kijk je naar vitaliteit als iets wat je samen maakt.

## Wat je doet

- Je bespreekt wat jullie als team al goed doen en waar het wringt, bijvoorbeeld in drukke projectfases.
- Je oefent met een kort gesprek over werkdruk, zonder dat het een klaagmoment wordt.
- Je bedenkt één teamafspraak, zoals een vergadervrij blok of een wandeloverleg per week.

## Voor wie

Deze sessie is het leukst als je met je eigen team of een paar directe collega's komt, maar je bent ook alleen welkom. Je neemt een voorstel voor een teamafspraak mee terug naar je team.`,
      en: `How vital you are also depends on the people you work with: agreements about being reachable, the atmosphere in the team, the room to say no now and then. In this session you look at vitality as something you create together.

## What you do

- You discuss what your team already does well and where it chafes, for example in busy project phases.
- You practise a short conversation about workload, without it turning into a complaints session.
- You come up with one team agreement, such as a meeting-free block or one walking meeting a week.

## Who it is for

This session works best if you come with your own team or a few close colleagues, but you are also welcome on your own. You take a proposal for a team agreement back to your team.`,
    },
    listing: "none",
    session: "teams",
    sortOrder: 8,
  },
  {
    partner: "deloitte",
    path: "vitality-sessions/sessions/values",
    public: false,
    title: { nl: "Waarden", en: "Values" },
    intro: {
      nl: "De afsluiting van de reeks: wat vind jij echt belangrijk, en hoe houd je daar rekening mee als het druk wordt?",
      en: "The close of the series: what truly matters to you, and how do you keep it in mind when things get busy?",
    },
    body: {
      nl: `Gewoontes houd je het langst vol als ze passen bij wat je belangrijk vindt. In deze laatste sessie sta je stil bij je eigen waarden, zoals gezondheid, gezin, groei of vrijheid, en bij de vraag of je dagen daar nu bij passen.

## Wat je doet

- Je kiest uit een lijst de vijf waarden die het meest bij je passen, en brengt ze terug tot drie.
- Je legt je agenda van vorige week naast die waarden: waar klopt het, en waar niet?
- Je kijkt terug op de reeks en op de experimenten die je hebt gedaan.

## Wat je meeneemt

Een korte beschrijving van wat voor jou het belangrijkst is, en een plan voor de komende drie maanden. Wil je verder? Via Fit Forward kun je altijd een gesprek plannen met een [coach](/nl/pages/deloitte/coaching), of beginnen aan het [Fit Program](/nl/pages/deloitte/fit-program).`,
      en: `You keep up habits longest when they fit what matters to you. In this final session you reflect on your own values, such as health, family, growth or freedom, and on whether your days currently reflect them.

## What you do

- You choose the five values from a list that suit you best, and narrow them down to three.
- You compare last week's calendar with those values: where does it match, and where not?
- You look back on the series and on the experiments you have done.

## What you take away

A short description of what matters most to you, and a plan for the next three months. Want to keep going? Through Fit Forward you can always book a session with a [coach](/en/pages/deloitte/coaching), or start the [Fit Program](/en/pages/deloitte/fit-program).`,
    },
    listing: "none",
    session: "values",
    sortOrder: 9,
  },
  {
    partner: "deloitte",
    path: "media",
    public: false,
    title: { nl: "Media", en: "Media" },
    intro: {
      nl: "Artikelen, video's en podcasts over vitaliteit, deels speciaal gemaakt voor Fit Forward. Lees, kijk en luister wanneer het jou uitkomt.",
      en: "Articles, videos and podcasts about vitality, some made especially for Fit Forward. Read, watch and listen whenever it suits you.",
    },
    body: {
      nl: `Hieronder vind je de verhalen en video's die voor Fit Forward zijn gemaakt, bijvoorbeeld over vitaal blijven als je veel bij klanten werkt, naast het algemene aanbod van Vitaal over slaap, stress, beweging en meer. Wat speciaal voor het programma van je werkgever is, herken je aan het label.

Zoek je iets specifieks? In de [mediabibliotheek](/nl/media) filter je op onderwerp en soort. Video's hebben ondertiteling in het Nederlands en het Engels.`,
      en: `Below you find the stories and videos made for Fit Forward, for example on staying vital when you spend a lot of time at client sites, alongside Vitaal's general collection on sleep, stress, exercise and more. Items made for your employer's program carry a label.

Looking for something specific? In the [media library](/en/media) you can filter by topic and type. Videos have captions in Dutch and English.`,
    },
    listing: "media",
    session: null,
    sortOrder: 6,
  },
];
