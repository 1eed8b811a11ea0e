/**
 * The vitality scan as data: version 1. Each domain is one step. Where a free instrument with a
 * published scoring exists it is used word for word (WHO-5, RAND-36 energy/fatigue, IPAQ short);
 * the other domains are our own items and are marked as not validated.
 */

export const INSTRUMENT_VERSION = 1;

export type Text = { nl: string; en: string };

export interface Scale {
  /** Answer values in the order shown, each with its label. */
  options: { value: number; label: Text }[];
}

export interface ChoiceItem {
  kind: "choice";
  id: string;
  text: Text;
  scale: Scale;
  /** Own items: scored as (max - answer). */
  reverse?: boolean;
}

export interface NumberItem {
  kind: "number";
  id: string;
  text: Text;
  unit: Text;
  min: number;
  max: number;
}

export type Item = ChoiceItem | NumberItem;

export const domainKeys = [
  "wellbeing",
  "energy",
  "sleep",
  "stress",
  "activity",
  "nutrition",
  "work_life_balance",
  "connection",
] as const;
export type DomainKey = (typeof domainKeys)[number];

export interface Domain {
  key: DomainKey;
  /** The question's time frame and stem, shown above the items. */
  intro: Text;
  items: Item[];
  source: { name: string; licence: string; validated: boolean; reference: string };
}

/** A scale whose answers count from `first` by `step`, one for each label in the order shown. */
const scale = (first: number, step: 1 | -1, labels: [nl: string, en: string][]): Scale => ({
  options: labels.map(([nl, en], index) => ({ value: first + step * index, label: { nl, en } })),
});

const who5Scale = scale(5, -1, [
  ["De hele tijd", "All of the time"],
  ["Het grootste deel van de tijd", "Most of the time"],
  ["Meer dan de helft van de tijd", "More than half of the time"],
  ["Minder dan de helft van de tijd", "Less than half of the time"],
  ["Af en toe", "Some of the time"],
  ["Nooit", "At no time"],
]);

const randScale = scale(1, 1, [
  ["Voortdurend", "All of the time"],
  ["Meestal", "Most of the time"],
  ["Vaak", "A good bit of the time"],
  ["Soms", "Some of the time"],
  ["Zelden", "A little of the time"],
  ["Nooit", "None of the time"],
]);

const ownScale = scale(4, -1, [
  ["Altijd", "Always"],
  ["Vaak", "Often"],
  ["Soms", "Sometimes"],
  ["Zelden", "Rarely"],
  ["Nooit", "Never"],
]);

const ownIntro: Text = {
  nl: "Hoe vaak gold dit de afgelopen twee weken voor jou?",
  en: "How often was this true for you over the last two weeks?",
};
const own = (id: string, nl: string, en: string, reverse = false): ChoiceItem => ({
  kind: "choice",
  id,
  text: { nl, en },
  scale: ownScale,
  ...(reverse ? { reverse } : {}),
});
const ownSource = {
  name: "Vitaal",
  licence: "Our own items",
  validated: false,
  reference: "Written for Vitaal; not a validated instrument.",
};
const minutes: Text = { nl: "minuten per dag", en: "minutes a day" };
const days: Text = { nl: "dagen", en: "days" };

/** An IPAQ question about the days of the last seven on which something was done. */
const perWeek = (id: string, text: Text): NumberItem => ({ kind: "number", id, text, unit: days, min: 0, max: 7 });
/** An IPAQ question about the minutes on such a day (up to 16 waking hours). */
const perDay = (id: string, text: Text): NumberItem => ({ kind: "number", id, text, unit: minutes, min: 0, max: 960 });

/** A domain of Vitaal's own items, asked with the same stem. */
const ownDomain = (key: DomainKey, items: ChoiceItem[]): Domain => ({ key, intro: ownIntro, items, source: ownSource });

export const domains: Domain[] = [
  {
    key: "wellbeing",
    intro: { nl: "Hoe voelde je je de afgelopen twee weken?", en: "Over the last two weeks…" },
    items: [
      ["who1", "Ik voelde me opgewekt en goedgehumeurd", "I have felt cheerful and in good spirits"],
      ["who2", "Ik voelde me rustig en ontspannen", "I have felt calm and relaxed"],
      ["who3", "Ik voelde me actief en energiek", "I have felt active and vigorous"],
      ["who4", "Ik werd fris en uitgerust wakker", "I woke up feeling fresh and rested"],
      [
        "who5",
        "Mijn dagelijks leven was gevuld met dingen die mij interesseren",
        "My daily life has been filled with things that interest me",
      ],
    ].map(([id, nl, en]) => ({ kind: "choice", id, text: { nl, en }, scale: who5Scale }) as ChoiceItem),
    source: {
      name: "WHO-5 Well-Being Index",
      licence: "Free to use (WHO Collaborating Centre in Mental Health, Psychiatric Centre North Zealand)",
      validated: true,
      reference:
        "Topp CW et al. The WHO-5 Well-Being Index: a systematic review. Psychother Psychosom 2015;84:167–176.",
    },
  },
  {
    key: "energy",
    intro: { nl: "Hoe vaak gold dit de afgelopen vier weken?", en: "How much of the time during the past 4 weeks…" },
    items: [
      ["rand23", "Voelde je je levenslustig?", "Did you feel full of pep?", false],
      ["rand27", "Had je veel energie?", "Did you have a lot of energy?", false],
      ["rand29", "Voelde je je uitgeput?", "Did you feel worn out?", true],
      ["rand31", "Voelde je je moe?", "Did you feel tired?", true],
    ].map(
      ([id, nl, en, negative]) =>
        ({ kind: "choice", id, text: { nl, en }, scale: randScale, reverse: negative as boolean }) as ChoiceItem,
    ),
    source: {
      name: "RAND 36-Item Health Survey 1.0, energy/fatigue scale",
      licence: "Public domain (RAND Corporation)",
      validated: true,
      reference: "Hays RD, Sherbourne CD, Mazel RM. The RAND 36-Item Health Survey 1.0. Health Econ 1993;2:217–227.",
    },
  },
  ownDomain("sleep", [
    own("sleep1", "Ik val binnen een half uur in slaap", "I fall asleep within half an hour"),
    own(
      "sleep2",
      "Ik word 's nachts wakker en lig dan lang wakker",
      "I wake up at night and lie awake for a long time",
      true,
    ),
    own("sleep3", "Ik voel me uitgerust als ik opsta", "I feel rested when I get up"),
  ]),
  ownDomain("stress", [
    own("stress1", "Ik voel me gespannen of opgejaagd", "I feel tense or under pressure", true),
    own("stress2", "Ik kan 's avonds werk en zorgen loslaten", "I can let go of work and worries in the evening"),
    own("stress3", "Ik heb het gevoel dat ik aankan wat er op me afkomt", "I feel I can handle what comes my way"),
  ]),
  {
    key: "activity",
    intro: {
      nl: "Denk aan de afgelopen 7 dagen. Tel alleen activiteiten van minstens 10 minuten achter elkaar.",
      en: "Think about the last 7 days. Count only activities you did for at least 10 minutes at a time.",
    },
    items: [
      perWeek("vigorousDays", {
        nl: "Op hoeveel dagen deed je zware lichamelijke activiteiten, zoals zwaar tillen, aerobics of hard fietsen?",
        en: "On how many days did you do vigorous physical activities like heavy lifting, aerobics or fast bicycling?",
      }),
      perDay("vigorousMinutes", {
        nl: "Hoeveel tijd deed je dat meestal op zo'n dag?",
        en: "How much time did you usually spend doing that on one of those days?",
      }),
      perWeek("moderateDays", {
        nl: "Op hoeveel dagen deed je matig inspannende activiteiten, zoals lichte lasten dragen of fietsen in een rustig tempo? (Wandelen niet meetellen.)",
        en: "On how many days did you do moderate physical activities like carrying light loads or bicycling at a regular pace? (Do not include walking.)",
      }),
      perDay("moderateMinutes", {
        nl: "Hoeveel tijd deed je dat meestal op zo'n dag?",
        en: "How much time did you usually spend doing that on one of those days?",
      }),
      perWeek("walkingDays", {
        nl: "Op hoeveel dagen wandelde je minstens 10 minuten achter elkaar?",
        en: "On how many days did you walk for at least 10 minutes at a time?",
      }),
      perDay("walkingMinutes", {
        nl: "Hoeveel tijd wandelde je meestal op zo'n dag?",
        en: "How much time did you usually spend walking on one of those days?",
      }),
      {
        kind: "number",
        id: "sittingHours",
        text: {
          nl: "Hoeveel uur zat je meestal op een doordeweekse dag?",
          en: "How much time did you usually spend sitting on a weekday?",
        },
        unit: { nl: "uur per dag", en: "hours a day" },
        min: 0,
        max: 24,
      },
    ],
    source: {
      name: "International Physical Activity Questionnaire, short last-7-days self-administered form (IPAQ-SF)",
      licence: "Free to use (IPAQ Research Committee)",
      validated: true,
      reference: "Guidelines for data processing and analysis of the IPAQ, short and long forms, November 2005.",
    },
  },
  ownDomain("nutrition", [
    own("food1", "Ik eet elke dag groente en fruit", "I eat vegetables and fruit every day"),
    own("food2", "Ik eet op vaste momenten", "I eat at regular times"),
    own(
      "food3",
      "Als ik moe of gespannen ben, neem ik iets zoets",
      "When I am tired or tense, I reach for something sweet",
      true,
    ),
  ]),
  ownDomain("work_life_balance", [
    own("balance1", "Ik heb genoeg tijd voor dingen buiten mijn werk", "I have enough time for things outside work"),
    own("balance2", "Werk neemt mijn avonden of weekenden over", "Work takes over my evenings or weekends", true),
    own("balance3", "Ik kan het werk loslaten wanneer ik dat wil", "I can switch off from work when I want to"),
  ]),
  ownDomain("connection", [
    own("connect1", "Ik heb mensen op wie ik kan rekenen", "I have people I can count on"),
    own("connect2", "Ik voel me eenzaam", "I feel lonely", true),
    own("connect3", "Ik voel me onderdeel van een team of groep", "I feel part of a team or group"),
  ]),
];

export const domainOf = (key: DomainKey) => domains.find((domain) => domain.key === key) as Domain;
export const itemCount = domains.reduce((sum, domain) => sum + domain.items.length, 0);
