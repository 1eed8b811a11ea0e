/** Mila's session with coach Daan, for the tests of who may join a call and of the call hub. */
export const milasSession = {
  status: "confirmed",
  startsAt: new Date("2026-12-01T09:00:00Z"),
  endsAt: new Date("2026-12-01T10:00:00Z"),
  memberId: "mila",
  coachUserId: "daan",
};
