// The sizes the growth benchmark makes: the demo as it is (factor 1), and the demo grown to a tenth
// of the target (10) or the whole target (100). Counts are what is added to the demo.

export interface GrowthSize {
  factor: number;
  members: number;
  /** Of the members, how many belong to Deloitte (the rest to the grown partners, in turn). */
  deloitteMembers: number;
  partners: number;
  coaches: number;
  /** Per coach, laid out on distinct times (see grow.ts). */
  appointmentsPerCoach: number;
  events: number;
  sessions: number;
  registrationsPerSession: number;
  auditRows: number;
  jobs: number;
}

/** At 100×: 200,000 members, 5,000 coaches, 2.1 million appointments and so on; 10× a tenth of it. */
export function sizeOf(factor: number): GrowthSize {
  if (factor === 1) {
    return {
      factor,
      members: 0,
      deloitteMembers: 0,
      partners: 0,
      coaches: 0,
      appointmentsPerCoach: 0,
      events: 0,
      sessions: 0,
      registrationsPerSession: 0,
      auditRows: 0,
      jobs: 0,
    };
  }
  const share = factor / 100;
  return {
    factor,
    members: Math.round(200_000 * share),
    deloitteMembers: Math.round(50_000 * share),
    partners: Math.round(500 * share),
    coaches: Math.round(5_000 * share),
    appointmentsPerCoach: 420,
    events: Math.round(400 * share),
    sessions: Math.round(20_000 * share),
    registrationsPerSession: 50,
    auditRows: Math.round(1_000_000 * share),
    jobs: Math.round(500_000 * share),
  };
}

/** Members who book during the benchmark: none of them has an appointment of the grown data. */
export const BOOKERS = 40;

export const databaseName = (factor: number) => `growth_${factor}`;
