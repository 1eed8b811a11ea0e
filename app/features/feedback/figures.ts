// Which ratings a coach's figures may include. Figures over all ratings would move with every new
// one: a coach who compared them before and after a session could read that one member's score. So
// ratings count in batches, oldest first, and a batch is closed only once at least `minimumRaters`
// distinct members rated in it; the figures cover the closed batches alone. Each change a coach
// can see is then the sum of at least that many members' ratings, never one person's.

export interface RatingRow {
  memberId: string;
  rating: number;
  recommend: boolean;
}

/** The ratings (oldest first) the figures may include: those of the closed batches. */
export function ratingsInClosedBatches<T extends RatingRow>(rows: readonly T[], minimumRaters: number): T[] {
  const minimum = Math.max(1, minimumRaters);
  let closed = 0;
  let members = new Set<string>();
  rows.forEach((row, index) => {
    members.add(row.memberId);
    if (members.size >= minimum) {
      closed = index + 1;
      members = new Set();
    }
  });
  return rows.slice(0, closed);
}

export interface RatingFigures {
  /** Ratings included and how many distinct members gave them. */
  count: number;
  raters: number;
  average: number;
  /** How many ratings of 1, 2, 3, 4 and 5. */
  distribution: [number, number, number, number, number];
  /** The share (0–1) that would recommend the coach. */
  recommendShare: number;
}

/** The figures over the closed batches, or null while no batch is closed. */
export function figuresOf(rows: readonly RatingRow[], minimumRaters: number): RatingFigures | null {
  const included = ratingsInClosedBatches(rows, minimumRaters);
  if (included.length === 0) return null;
  const distribution: RatingFigures["distribution"] = [0, 0, 0, 0, 0];
  let sum = 0;
  let recommending = 0;
  for (const row of included) {
    distribution[row.rating - 1] = (distribution[row.rating - 1] ?? 0) + 1;
    sum += row.rating;
    if (row.recommend) recommending++;
  }
  return {
    count: included.length,
    raters: new Set(included.map((row) => row.memberId)).size,
    average: sum / included.length,
    distribution,
    recommendShare: recommending / included.length,
  };
}
