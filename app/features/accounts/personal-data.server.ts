import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { accountChanges } from "~/db/schema/account-changes";
import { accounts, onboarding, sessions, userRoles, users, verifications } from "~/db/schema/accounts";
import { coachInvitations } from "~/db/schema/admin";
import { calendarSubscriptions } from "~/db/schema/calendar";
import { callAttendance } from "~/db/schema/calls";
import {
  appointments,
  coachDateOverrides,
  coaches,
  coachNotes,
  coachVacations,
  coachWeeklyHours,
} from "~/db/schema/coaching";
import { ebookDownloads, ebookLeads } from "~/db/schema/content";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { mailPreferences, messageReports, notifications } from "~/db/schema/messages";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { vitascanConsents, vitascans } from "~/db/schema/vitascan";
import { eraseInvitationsOf, eraseInvitationsTo } from "~/features/admin/erase.server";
import { eraseCallTraces } from "~/features/calls/erase.server";
import { forgetMember } from "~/features/coaching/appointments.server";
import { maskCalendarAddress } from "~/features/coaching/calendar-subscriptions";
import { eraseCoachingTraces } from "~/features/coaching/erase.server";
import { seriesForExport, waitsForExport } from "~/features/coaching/scheduling-export.server";
import { releasePlaces } from "~/features/events/registrations.server";
import { ratingsForExport } from "~/features/feedback/journey-api.server";
import { goalsForExport } from "~/features/goals/export.server";
import { queueJobs as jobs } from "~/features/jobs/job-table.server";
import { conversationsForExport } from "~/features/messages/conversations.server";
import { forgetNotificationsAbout } from "~/features/notifications/erase.server";
import { concernsAboutForExport, concernsHandledForExport } from "~/features/sessions/safety.server";
import { eraseSummariesOf, summariesForExport } from "~/features/sessions/summaries.server";
import { authSecret } from "./auth.server";

// What the platform keeps about a person, in one place: what their download holds and what goes
// when the account is deleted. `personal-data.test.ts` reads the database's catalog and fails when
// a table that refers to a person has no decision here.

/** Jobs that name the person: by id in the payload (scan reminders, webinar mail). */
const jobsOfUser = (userId: string) => sql`${jobs.data} ->> 'userId' = ${userId}`;

/** Mail jobs addressed to an address (the payload is the rendered mail). */
const jobsTo = (email: string) => sql`lower(${jobs.data} ->> 'to') = lower(${email})`;

/**
 * Everything kept about the account, for the person's own download (GDPR art. 15 and 20). Never
 * a secret: no password hash, session or calendar token, login token, or link in a mail. Data
 * found through the address alone (mail sent to it, an ebook request) is only included once the
 * address is verified, so an account with someone else's address never reads theirs. A coach's
 * private notes about the person are not included: they are the coach's working notes (they go
 * with the account). Messages are opened with the server's secret (`secret`): every conversation
 * the person has, as member or as coach, with every message in it, theirs and the other side's.
 * Goals (with steps and check-ins), what coaches wrote down as agreed after the member's sessions,
 * the member's ratings, and a safety concern a coach marked about them (what was agreed with them
 * and whether they were referred: nothing they were not told); for an administrator, which
 * concerns they handled (when, not about whom).
 */
export async function collectPersonalData(db: Database, userId: string, now: Date, secret: string = authSecret()) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      locale: users.locale,
      timeZone: users.timeZone,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const verifiedEmail = account?.emailVerified ? account.email : null;
  const roles = await db
    .select({ role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const loginMethods = await db
    .select({
      provider: accounts.providerId,
      accountId: accounts.accountId,
      scope: accounts.scope,
      createdAt: accounts.createdAt,
      updatedAt: accounts.updatedAt,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(accounts.createdAt);
  const deviceSessions = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
  const [progress] = await db
    .select({
      profileDoneAt: onboarding.profileDoneAt,
      termsVersion: onboarding.termsVersion,
      termsAcceptedAt: onboarding.termsAcceptedAt,
      appDoneAt: onboarding.appDoneAt,
      vitascanDoneAt: onboarding.vitascanDoneAt,
    })
    .from(onboarding)
    .where(eq(onboarding.userId, userId));
  const memberships = await db
    .select({
      partner: partners.name,
      partnerSlug: partners.slug,
      role: partnerMemberships.role,
      joinedAt: partnerMemberships.joinedAt,
    })
    .from(partnerMemberships)
    .innerJoin(partners, eq(partners.id, partnerMemberships.partnerId))
    .where(eq(partnerMemberships.userId, userId))
    .orderBy(partnerMemberships.joinedAt);
  const coachingSessions = await db
    .select({
      id: appointments.id,
      coach: coaches.name,
      kind: appointments.kind,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      topic: appointments.topic,
      cancelledBy: appointments.cancelledBy,
      cancelReason: appointments.cancelReason,
      cancelledAt: appointments.cancelledAt,
      late: appointments.late,
      markedAt: appointments.markedAt,
      bookedAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(eq(appointments.memberId, userId))
    .orderBy(appointments.startsAt);
  const callsJoined = await db
    .select({
      appointmentId: callAttendance.appointmentId,
      role: callAttendance.role,
      joinedAt: callAttendance.joinedAt,
      leftAt: callAttendance.leftAt,
    })
    .from(callAttendance)
    .where(eq(callAttendance.userId, userId))
    .orderBy(callAttendance.joinedAt);
  const [consent] = await db
    .select({ version: vitascanConsents.version, consentedAt: vitascanConsents.consentedAt })
    .from(vitascanConsents)
    .where(eq(vitascanConsents.userId, userId));
  const scans = await db
    .select({
      id: vitascans.id,
      instrumentVersion: vitascans.instrumentVersion,
      step: vitascans.step,
      startedAt: vitascans.startedAt,
      updatedAt: vitascans.updatedAt,
      completedAt: vitascans.completedAt,
      answers: vitascans.answers,
      result: vitascans.result,
      overall: vitascans.overall,
    })
    .from(vitascans)
    .where(eq(vitascans.userId, userId))
    .orderBy(vitascans.startedAt);
  const registrations = await db
    .select({
      event: events.titleEn,
      session: eventSessions.titleEn,
      startsAt: eventSessions.startsAt,
      status: eventRegistrations.status,
      choice: eventRegistrations.choice,
      requestedAt: eventRegistrations.requestedAt,
      promotedAt: eventRegistrations.promotedAt,
      cancelledAt: eventRegistrations.cancelledAt,
    })
    .from(eventRegistrations)
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(eq(eventRegistrations.userId, userId))
    .orderBy(eventRegistrations.requestedAt);
  const webinarsJoined = await db
    .select({ webinar: webinars.titleEn, startsAt: webinars.startsAt, registeredAt: webinarRegistrations.registeredAt })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(eq(webinarRegistrations.userId, userId))
    .orderBy(webinarRegistrations.registeredAt);
  const downloads = await db
    .select({ locale: ebookDownloads.locale, downloadedAt: ebookDownloads.downloadedAt })
    .from(ebookDownloads)
    .where(eq(ebookDownloads.userId, userId))
    .orderBy(ebookDownloads.downloadedAt);
  const ebookRequests = verifiedEmail
    ? await db
        .select({
          locale: ebookLeads.locale,
          consentVersion: ebookLeads.consentVersion,
          consentedAt: ebookLeads.consentedAt,
        })
        .from(ebookLeads)
        .where(sql`lower(${ebookLeads.email}) = ${verifiedEmail}`)
        .orderBy(ebookLeads.consentedAt)
    : [];
  // Invitations to coach: those that became this account, and those sent to its verified address;
  // never the link's hash. Those the person sent as an administrator show no invitee.
  const invitationFields = {
    name: coachInvitations.name,
    email: coachInvitations.email,
    createdAt: coachInvitations.createdAt,
    expiresAt: coachInvitations.expiresAt,
    acceptedAt: coachInvitations.acceptedAt,
    withdrawnAt: coachInvitations.withdrawnAt,
  };
  const invitationsReceived = await db
    .select(invitationFields)
    .from(coachInvitations)
    .where(
      verifiedEmail
        ? or(eq(coachInvitations.userId, userId), eq(coachInvitations.email, verifiedEmail))
        : eq(coachInvitations.userId, userId),
    )
    .orderBy(coachInvitations.createdAt);
  const invitationsSent = await db
    .select({
      createdAt: coachInvitations.createdAt,
      acceptedAt: coachInvitations.acceptedAt,
      withdrawnAt: coachInvitations.withdrawnAt,
    })
    .from(coachInvitations)
    .where(eq(coachInvitations.invitedBy, userId))
    .orderBy(coachInvitations.createdAt);
  // Mail as a list of what was (or will be) sent and when; never its text, which holds links.
  const mail = await db
    .select({
      kind: jobs.name,
      subject: sql<string | null>`${jobs.data} ->> 'subject'`,
      dueAt: jobs.startAfter,
      sentAt: sql<Date | null>`case when ${jobs.state} = 'completed' then ${jobs.completedOn} end`,
    })
    .from(jobs)
    .where(
      and(
        sql`${jobs.name} <> 'dead-letters'`,
        verifiedEmail ? or(jobsOfUser(userId), jobsTo(verifiedEmail)) : jobsOfUser(userId),
      ),
    )
    .orderBy(jobs.startAfter);
  // Changes of address and deletions asked for on the account page, without their links' tokens.
  const changes = await db
    .select({
      kind: accountChanges.kind,
      previousEmail: accountChanges.previousEmail,
      newEmail: accountChanges.newEmail,
      requestedAt: accountChanges.createdAt,
      confirmedAt: accountChanges.confirmedAt,
      undoableUntil: accountChanges.undoExpiresAt,
      undoneAt: accountChanges.undoneAt,
      closedAt: accountChanges.closedAt,
    })
    .from(accountChanges)
    .where(eq(accountChanges.userId, userId))
    .orderBy(accountChanges.createdAt);
  const inbox = await db
    .select({
      kind: notifications.kind,
      link: notifications.link,
      params: notifications.params,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  const [mailChoices] = await db
    .select({
      reminders: mailPreferences.reminders,
      reminderChannel: mailPreferences.reminderChannel,
      reminderHours: mailPreferences.reminderHours,
      messages: mailPreferences.messages,
      updatedAt: mailPreferences.updatedAt,
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  // Reports the person made: when and why. What they sent with it is sealed for the administrators.
  const reports = await db
    .select({
      coach: coaches.name,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      handledAt: messageReports.handledAt,
    })
    .from(messageReports)
    .leftJoin(coaches, eq(coaches.id, messageReports.coachId))
    .where(eq(messageReports.reporterId, userId))
    .orderBy(messageReports.createdAt);
  return {
    exportedAt: now.toISOString(),
    account,
    roles,
    loginMethods,
    sessions: deviceSessions,
    onboarding: progress ?? null,
    partnerMemberships: memberships,
    coachingSessions,
    calls: callsJoined,
    vitascanConsent: consent ?? null,
    vitascans: scans,
    eventRegistrations: registrations,
    webinarRegistrations: webinarsJoined,
    ebookDownloads: downloads,
    ebookRequests,
    mail,
    coachInvitations: invitationsReceived,
    coachInvitationsSent: invitationsSent,
    coachPractice: await coachPractice(db, userId),
    accountChanges: changes,
    conversations: await conversationsForExport(db, userId, secret),
    notifications: inbox,
    mailPreferences: mailChoices ?? null,
    messageReports: reports,
    goals: await goalsForExport(db, userId),
    sessionAgreements: await summariesForExport(db, userId),
    sessionRatings: await ratingsForExport(db, userId),
    safetyConcerns: await concernsAboutForExport(db, userId),
    safetyConcernsHandled: await concernsHandledForExport(db, userId),
    appointmentSeries: await seriesForExport(db, userId),
    slotWaits: await waitsForExport(db, userId),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/**
 * A coach's own practice: the profile, hours, time off, agenda (without the members, whose data
 * it is not) and the notes the coach wrote. The photo is left out (it is on the public profile),
 * and so is the calendar feed's secret.
 */
async function coachPractice(db: Database, userId: string) {
  const [profile] = await db
    .select({
      id: coaches.id,
      slug: coaches.slug,
      name: coaches.name,
      timeZone: coaches.timeZone,
      published: coaches.published,
      headlineNl: coaches.headlineNl,
      headlineEn: coaches.headlineEn,
      bioNl: coaches.bioNl,
      bioEn: coaches.bioEn,
      specialties: coaches.specialties,
      languages: coaches.languages,
      modes: coaches.modes,
      city: coaches.city,
      bufferMinutes: coaches.bufferMinutes,
      minimumNoticeMinutes: coaches.minimumNoticeMinutes,
      windowDays: coaches.windowDays,
      gridMinutes: coaches.gridMinutes,
      maxPerDay: coaches.maxPerDay,
      createdAt: coaches.createdAt,
    })
    .from(coaches)
    .where(eq(coaches.userId, userId));
  if (!profile) return null;
  const weeklyHours = await db
    .select({
      weekday: coachWeeklyHours.weekday,
      startMinute: coachWeeklyHours.startMinute,
      endMinute: coachWeeklyHours.endMinute,
    })
    .from(coachWeeklyHours)
    .where(eq(coachWeeklyHours.coachId, profile.id))
    .orderBy(coachWeeklyHours.weekday, coachWeeklyHours.startMinute);
  const dateOverrides = await db
    .select({
      date: coachDateOverrides.date,
      startMinute: coachDateOverrides.startMinute,
      endMinute: coachDateOverrides.endMinute,
    })
    .from(coachDateOverrides)
    .where(eq(coachDateOverrides.coachId, profile.id))
    .orderBy(coachDateOverrides.date);
  const vacations = await db
    .select({ fromDate: coachVacations.fromDate, toDate: coachVacations.toDate })
    .from(coachVacations)
    .where(eq(coachVacations.coachId, profile.id))
    .orderBy(coachVacations.fromDate);
  const agenda = await db
    .select({
      id: appointments.id,
      kind: appointments.kind,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(eq(appointments.coachId, profile.id))
    .orderBy(appointments.startsAt);
  const notes = await db
    .select({ appointmentId: coachNotes.appointmentId, body: coachNotes.body, updatedAt: coachNotes.updatedAt })
    .from(coachNotes)
    .where(eq(coachNotes.coachId, profile.id))
    .orderBy(coachNotes.updatedAt);
  // The coach's own calendars: which host and since when, never the secret address itself.
  const linkedCalendars = (
    await db
      .select({
        url: calendarSubscriptions.url,
        createdAt: calendarSubscriptions.createdAt,
        lastSyncedAt: calendarSubscriptions.lastSyncedAt,
        lastError: calendarSubscriptions.lastError,
      })
      .from(calendarSubscriptions)
      .where(eq(calendarSubscriptions.coachId, profile.id))
      .orderBy(calendarSubscriptions.createdAt)
  ).map(({ url, ...rest }) => ({ address: maskCalendarAddress(url), ...rest }));
  return { profile, weeklyHours, dateOverrides, vacations, linkedCalendars, agenda, notes };
}

/**
 * Removes an account and what it leaves behind, in one transaction:
 * - its upcoming places at events are given up (the waitlists move up, with their mail) and its
 *   upcoming coaching sessions cancelled; the coaches keep their agenda without the person, and
 *   hear of the cancellations by a mail `forgetMember` queues in this transaction (addressed to the
 *   coach, so it stays);
 * - what the foreign keys do not take with the account: the coaches' private notes on its
 *   sessions, its call attendance, the jobs that name it (reminders, and the rendered mail queued
 *   or sent to its address, read as the row is deleted, so a change of address cannot slip in
 *   between), its password-reset tokens, and the invitations to coach that became it or were
 *   addressed to it (those it sent as an administrator stay, their inviter set null);
 * - a coach's practice made private (it stays for its agenda, but nobody can book it any more);
 * - the account row, whose foreign keys take sessions, login methods, roles, onboarding, partner
 *   memberships, scans and consent, and registrations with it; also every message the person
 *   wrote (with its file), their conversations as a member (with the coach's messages in them),
 *   their notifications and mail preferences, their goals and ratings; the summaries of their
 *   sessions are deleted explicitly. A safety concern about them stays for the administrators,
 *   naming nobody. A coach's conversations stay with the practice for
 *   the members, who keep their own messages; reports the person made stay for the
 *   administrators, naming nobody.
 * Mail sent to an address the account had before is not found (nothing links it to the account);
 * the job retention removes it in time. Each domain erases its own tables (coaching, calls and the
 * back office's invitations through their erase use-cases). Returns null when there is no such account.
 */
export async function erasePersonalData(db: Database, userId: string, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const released = await releasePlaces(tx, userId, now);
    const cancelled = await forgetMember(tx, userId, now);
    // What others' notification lists say about the person (while their appointments still name them).
    await forgetNotificationsAbout(tx, userId);
    // What the coaches wrote for the member after their sessions (while the sessions still name them).
    await eraseSummariesOf(tx, userId);
    await eraseCoachingTraces(tx, userId);
    await eraseCallTraces(tx, userId);
    // Event mail names a registration; the account's own registrations go with it below.
    const theirRegistrations = tx
      .select({ id: sql`${eventRegistrations.id}::text` })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, userId));
    await tx.delete(jobs).where(
      or(
        jobsOfUser(userId),
        and(
          // Also its copy among the dead letters, which keeps the queue it came from.
          sql`coalesce(${jobs.sourceName}, ${jobs.name}) = 'event-mail'`,
          inArray(sql`${jobs.data} ->> 'registrationId'`, theirRegistrations),
        ),
      ),
    );
    // better-auth keeps a reset (or deletion) token with the account's id as its value.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await eraseInvitationsOf(tx, userId);
    // The addresses the account had or asked for (its own rows would go by cascade as well).
    await tx.delete(accountChanges).where(eq(accountChanges.userId, userId));
    const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
    if (!gone) return null;
    await tx.delete(jobs).where(jobsTo(gone.email));
    await eraseInvitationsTo(tx, gone.email);
    return { released, cancelled: cancelled.length };
  });
}
