import type { DemoAccount } from "./accounts";
import type { DemoEvent, DemoWebinar } from "./content-types";

// Program members and their history, so a partner's usage report has real figures (and some groups
// too small to show). Every person here is invented; they have no password and never log in. All
// times are days before the day the demo is seeded, at least two days back, so nothing in the
// history touches what can still be booked or registered for.

/** A program member who only exists in the figures. */
export interface ProgramMember {
  /** users.id, stable so a second run finds the same rows. */
  id: string;
  email: string;
  name: string;
  locale: "nl" | "en";
  partner: string;
  joinedDaysAgo: number;
}

export interface PlannedAppointment {
  /** Stable key: the appointment's id and idempotency key are made from it. */
  key: string;
  member: string;
  /** A coach's slug (never the practices of the demo's coach accounts). */
  coach: string;
  kind: "intake" | "coaching";
  daysAgo: number;
  /** Start on the Amsterdam wall clock, in minutes after midnight. */
  startMinute: number;
  status: "completed" | "no_show" | "cancelled";
  /** For a cancelled session: inside the cancellation window (counts against the allowance). */
  late: boolean;
}

export interface PlannedRegistration {
  key: string;
  member: string;
  session: string;
  status: "registered" | "waitlisted" | "cancelled";
  /** Marked as having come (only a place at a session can be). */
  attended: boolean;
  /** Registered this many days before the session. */
  daysBefore: number;
}

export interface PlannedWebinarRegistration {
  member: string;
  webinar: string;
  daysBefore: number;
}

export interface PlannedDownload {
  key: string;
  member: string;
  daysAgo: number;
}

const firstNames = [
  "Jan",
  "Sanne",
  "Pieter",
  "Emma",
  "Bram",
  "Julia",
  "Thijs",
  "Anouk",
  "Lars",
  "Femke",
  "Ruben",
  "Iris",
  "Joost",
  "Lisa",
  "Stijn",
  "Noor",
  "Maarten",
  "Eva",
  "Wouter",
  "Roos",
  "Koen",
  "Lieke",
  "Sem",
  "Fenna",
  "Jesse",
  "Marloes",
  "Tim",
  "Esther",
  "Niels",
  "Sophie",
  "Hugo",
  "Merel",
  "Sander",
  "Yara",
  "Gijs",
  "Amira",
  "Floris",
  "Kim",
  "Mohamed",
  "Anna",
  "Vincent",
  "Laura",
  "Dennis",
  "Ilse",
  "Rick",
  "Hanna",
  "Youssef",
  "Marieke",
  "Tom",
  "Demi",
  "Kevin",
  "Nina",
  "Luuk",
  "Elif",
];
const lastNames = [
  "de Jong",
  "Jansen",
  "de Vries",
  "van den Berg",
  "van Dijk",
  "Bakker",
  "Janssen",
  "Visser",
  "Smit",
  "Meijer",
  "de Boer",
  "Mulder",
  "de Groot",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
  "van Leeuwen",
  "Dekker",
  "Brouwer",
  "de Wit",
  "Dijkstra",
  "Smits",
  "de Graaf",
  "van der Meer",
  "Kok",
  "Jacobs",
  "Vermeulen",
  "van der Linden",
  "Kuipers",
  "Hoekstra",
  "Kramer",
  "Prins",
  "Postma",
  "El Idrissi",
  "Yilmaz",
  "Verhoeven",
  "Koster",
  "Schouten",
  "Willems",
  "Huisman",
  "Maas",
  "Gerritsen",
  "Timmermans",
  "Boersma",
  "Vink",
  "Aydin",
  "Wouters",
];

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");

function makeMembers(partner: string, count: number, offset: number, joinedDaysAgo: (index: number) => number) {
  return Array.from({ length: count }, (_, index): ProgramMember => {
    const first = firstNames[(index + offset) % firstNames.length] as string;
    const last = lastNames[(index * 7 + offset) % lastNames.length] as string;
    return {
      id: `demo-${partner}-${String(index + 1).padStart(2, "0")}`,
      email: `${partner}.${slugOf(first)}.${slugOf(last)}@example.com`,
      name: `${first} ${last}`,
      locale: index % 6 === 5 ? "en" : "nl",
      partner,
      joinedDaysAgo: joinedDaysAgo(index),
    };
  });
}

/** Days before seeding that Deloitte's Fit Forward program was kicked off. */
const KICK_OFF_DAYS_AGO = 270;

/**
 * Deloitte's program members: twelve who joined through the kick-off, the others a couple a month
 * over the last twenty months.
 */
export const deloitteMembers: ProgramMember[] = makeMembers("deloitte", 48, 0, (index) =>
  index % 4 === 1 ? KICK_OFF_DAYS_AGO + 1 + (index % 12) : 6 + Math.floor((index * 600) / 48),
);

/** A handful of OHRA members: too few for most of OHRA's figures to be shown. */
export const ohraMembers: ProgramMember[] = makeMembers("ohra", 6, 17, (index) => 20 + index * 55);

/** OHRA's program administrator: signs in with the demo password, lands in the partner area. */
export const partnerAdminAccounts: DemoAccount[] = [
  { id: "demo-ohra-admin", email: "ohra-admin@example.com", name: "Fleur Bos", roles: [], locale: "en" },
];

export const partnerAdminMemberships = [{ partner: "ohra", email: "ohra-admin@example.com", role: "admin" }];

/** Past events of Deloitte's program: the kick-off and the monthly lunch walk. */
export const demoPastEvents: DemoEvent[] = [
  {
    slug: "fit-forward-kick-off",
    kind: "vitality_session",
    partner: "deloitte",
    title: { nl: "Fit Forward kick-off", en: "Fit Forward kick-off" },
    summary: {
      nl: "De start van Fit Forward: een middag over energie, beweging en rust, met de coaches van Vitaal.",
      en: "The start of Fit Forward: an afternoon on energy, movement and rest, with Vitaal's coaches.",
    },
    body: {
      nl: `Met deze middag begon Fit Forward. Coaches van Vitaal vertelden hoe het programma werkt, er waren korte workshops over slaap en beweging en iedereen kon zich meteen aanmelden.

## Het programma

- welkom en uitleg over Fit Forward;
- drie korte workshops naar keuze;
- een borrel met gezonde hapjes.`,
      en: `Fit Forward started with this afternoon. Vitaal's coaches explained how the program works, there were short workshops on sleep and movement, and everyone could sign up on the spot.

## The programme

- welcome and an introduction to Fit Forward;
- three short workshops to choose from;
- drinks with healthy snacks.`,
    },
    image: "/images/events/growth-steps.svg",
    sessions: [
      {
        slug: "fit-forward-kick-off-amsterdam",
        title: { nl: "Kick-off Amsterdam", en: "Kick-off Amsterdam" },
        startsInDays: -KICK_OFF_DAYS_AGO,
        startTime: "14:00",
        durationMinutes: 180,
        location: "Deloitte, Gustav Mahlerlaan 2970, Amsterdam",
        onlineUrl: null,
        capacity: 150,
        deadlineDaysBefore: 2,
      },
    ],
  },
  {
    slug: "fit-forward-lunchwalk",
    kind: "tour",
    partner: "deloitte",
    title: { nl: "Lunchwandeling", en: "Lunch walk" },
    summary: {
      nl: "Elke maand een half uur samen naar buiten in de lunchpauze, met een coach die onderweg vertelt.",
      en: "Half an hour outside together in the lunch break every month, with a coach who talks along the way.",
    },
    body: {
      nl: `Even weg van je scherm: we lopen een rondje over de Zuidas en langs het Beatrixpark. Een coach vertelt onderweg over een klein onderwerp, zoals pauzes nemen of beter ademhalen.

Neem makkelijke schoenen mee; bij regen lopen we ook.`,
      en: `A break from your screen: we walk a loop around the Zuidas and past the Beatrixpark. A coach talks about a small topic along the way, such as taking breaks or breathing better.

Bring comfortable shoes; we walk in the rain too.`,
    },
    image: "/images/events/canal-walk.svg",
    sessions: Array.from({ length: 10 }, (_, month) => ({
      slug: `fit-forward-lunchwalk-${month + 1}`,
      title: { nl: `Lunchwandeling ${month + 1}`, en: `Lunch walk ${month + 1}` },
      startsInDays: -(25 + (9 - month) * 30),
      startTime: "12:15",
      durationMinutes: 45,
      location: "Deloitte, Gustav Mahlerlaan 2970, Amsterdam (hoofdingang)",
      onlineUrl: null,
      capacity: 12,
      deadlineDaysBefore: 1,
    })),
  },
];

const pastWebinar = (
  slug: string,
  partner: string | null,
  title: { nl: string; en: string },
  presenter: DemoWebinar["presenter"],
  startsInDays: number,
): DemoWebinar => ({
  slug,
  partner,
  title,
  description: {
    nl: `Een webinar van een uur met ruimte voor vragen uit de chat. ${title.nl} — praktisch en zonder moeilijke woorden.`,
    en: `An hour-long webinar with room for questions from the chat. ${title.en} — practical and free of jargon.`,
  },
  presenter,
  startsInDays,
  startTime: "12:30",
  durationMinutes: 60,
  streamUrl: null,
  recordingSlug: null,
});

/** Webinars held in the months before the demo starts (the upcoming ones are in events-data.ts). */
export const demoPastWebinars: DemoWebinar[] = [
  pastWebinar(
    "deloitte-fit-forward-explained",
    "deloitte",
    { nl: "Fit Forward uitgelegd", en: "Fit Forward explained" },
    { name: "Noor Vermeulen", role: { nl: "programmaleider", en: "program lead" } },
    -(KICK_OFF_DAYS_AGO - 14),
  ),
  pastWebinar(
    "breaks-that-work",
    null,
    { nl: "Pauzes die werken", en: "Breaks that work" },
    { name: "Youssef El Amrani", role: { nl: "vitaliteitscoach", en: "vitality coach" } },
    -215,
  ),
  pastWebinar(
    "deloitte-busy-season-without-burnout",
    "deloitte",
    { nl: "De drukke periode door zonder op te branden", en: "Through busy season without burning out" },
    { name: "Daan Bakker", role: { nl: "coach", en: "coach" } },
    -150,
  ),
  pastWebinar(
    "strength-at-your-desk",
    null,
    { nl: "Kracht aan je bureau", en: "Strength at your desk" },
    { name: "Mehmet Yilmaz", role: { nl: "beweegcoach", en: "movement coach" } },
    -95,
  ),
  pastWebinar(
    "money-worries-and-sleep",
    null,
    { nl: "Geldzorgen en slaap", en: "Money worries and sleep" },
    { name: "Anouk Hendriks", role: { nl: "coach", en: "coach" } },
    -45,
  ),
];

/** The practices the program members saw (Amsterdam coaches without a demo account). */
const deloitteCoaches = [
  "youssef-el-amrani",
  "lotte-visser",
  "mehmet-yilmaz",
  "fleur-mulder",
  "thomas-smit",
  "nadia-haddad",
  "ruben-de-vries",
  "anouk-hendriks",
];
const ohraCoaches = ["joris-van-dijk", "kees-de-boer"];

const joinedBy = (members: ProgramMember[], daysAgo: number) =>
  members.filter((member) => member.joinedDaysAgo > daysAgo + 1);

/**
 * Coaching over the last year: one session every few days, at most four per member, mostly held,
 * a few no-shows and cancellations. One session a day, three or five hours apart from the day
 * before, so no coach or member is ever booked twice at a time.
 */
function planAppointments(members: ProgramMember[], coaches: string[], count: number, spacing: number) {
  const used = new Map<string, number>();
  const plan: PlannedAppointment[] = [];
  for (let index = count - 1; index >= 0; index--) {
    const daysAgo = 3 + Math.floor(index * spacing);
    const candidates = joinedBy(members, daysAgo).filter((member) => (used.get(member.id) ?? 0) < 4);
    const member = candidates[(index * 11) % Math.max(candidates.length, 1)];
    if (!member) continue;
    const before = used.get(member.id) ?? 0;
    used.set(member.id, before + 1);
    const status = index % 13 === 5 ? "no_show" : index % 17 === 3 || index % 11 === 7 ? "cancelled" : "completed";
    plan.push({
      key: `${member.id}-${index}`,
      member: member.id,
      coach: coaches[(index * 5) % coaches.length] as string,
      kind: before === 0 ? "intake" : "coaching",
      daysAgo,
      startMinute: (9 + ((index * 3) % 8)) * 60,
      status,
      late: status === "cancelled" && index % 17 === 3,
    });
  }
  return plan;
}

export const plannedAppointments: PlannedAppointment[] = [
  ...planAppointments(deloitteMembers, deloitteCoaches, 96, 3.6),
  ...planAppointments(ohraMembers, ohraCoaches, 7, 31),
];

/** How many asked for a place at each monthly lunch walk (twelve places; the rest waits). */
const lunchwalkDemand = [6, 9, 14, 11, 5, 12, 8, 13, 7, 10];

function planRegistrations(): PlannedRegistration[] {
  const plan: PlannedRegistration[] = [];
  for (const event of demoPastEvents) {
    for (const [sessionIndex, session] of event.sessions.entries()) {
      const daysAgo = -session.startsInDays;
      const eligible = joinedBy(deloitteMembers, daysAgo);
      const demand = event.slug === "fit-forward-kick-off" ? eligible.length - 2 : (lunchwalkDemand[sessionIndex] ?? 6);
      for (let index = 0; index < Math.min(demand, eligible.length); index++) {
        const member = eligible[(index + sessionIndex * 5) % eligible.length] as ProgramMember;
        const cancelled = index % 9 === 4;
        const status = cancelled ? "cancelled" : index >= session.capacity ? "waitlisted" : "registered";
        plan.push({
          key: `${session.slug}-${member.id}`,
          member: member.id,
          session: session.slug,
          status,
          attended: status === "registered" && index % 7 !== 3,
          daysBefore: 3 + (index % 10),
        });
      }
    }
  }
  return plan;
}

export const plannedRegistrations: PlannedRegistration[] = planRegistrations();

const webinarDemand = [17, 7, 12, 9, 15];

export const plannedWebinarRegistrations: PlannedWebinarRegistration[] = demoPastWebinars.flatMap(
  (webinar, webinarIndex) => {
    const eligible = joinedBy(deloitteMembers, -webinar.startsInDays);
    const demand = Math.min(webinarDemand[webinarIndex] ?? 5, eligible.length);
    return Array.from({ length: demand }, (_, index) => ({
      member: (eligible[(index * 3 + webinarIndex) % eligible.length] as ProgramMember).id,
      webinar: webinar.slug,
      daysBefore: 1 + (index % 6),
    }));
  },
);

/** Ebook downloads, a few a month; OHRA's members download it now and then. */
function planDownloads(members: ProgramMember[], count: number, spacing: number): PlannedDownload[] {
  const plan: PlannedDownload[] = [];
  for (let index = 0; index < count; index++) {
    const daysAgo = 2 + Math.floor(index * spacing);
    const eligible = joinedBy(members, daysAgo);
    const member = eligible[(index * 7) % Math.max(eligible.length, 1)];
    if (member) plan.push({ key: `${member.partner}-${index}`, member: member.id, daysAgo });
  }
  return plan;
}

export const plannedDownloads: PlannedDownload[] = [
  ...planDownloads(deloitteMembers, 44, 13.3),
  ...planDownloads(ohraMembers, 4, 60),
];
