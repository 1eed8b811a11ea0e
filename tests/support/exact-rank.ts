// For the suppression tests: an audit of "can this hidden figure be worked out?" that shares
// nothing with the module under test (exact integer arithmetic instead of floating point).

/**
 * The rank of an integer matrix, exactly: fraction-free elimination in BigInt, so no tolerance is
 * involved and nothing is shared with the module's floating-point audit.
 */
export function exactRank(matrix: readonly (readonly number[])[]): number {
  const rows = matrix.map((row) => row.map((entry) => BigInt(entry)));
  const width = rows[0]?.length ?? 0;
  let rank = 0;
  for (let column = 0; column < width && rank < rows.length; column++) {
    const pivotIndex = rows.findIndex((row, index) => index >= rank && (row[column] ?? 0n) !== 0n);
    if (pivotIndex < 0) continue;
    const pivot = rows[pivotIndex] as bigint[];
    rows[pivotIndex] = rows[rank] as bigint[];
    rows[rank] = pivot;
    const pivotValue = pivot[column] ?? 1n;
    for (let index = rank + 1; index < rows.length; index++) {
      const row = rows[index] as bigint[];
      const factor = row[column] ?? 0n;
      if (factor === 0n) continue;
      rows[index] = row.map((entry, k) => entry * pivotValue - factor * (pivot[k] ?? 0n));
    }
    rank++;
  }
  return rank;
}
