import * as accountChanges from "./schema/account-changes";
import * as accounts from "./schema/accounts";
import * as admin from "./schema/admin";
import * as calendar from "./schema/calendar";
import * as calls from "./schema/calls";
import * as coaching from "./schema/coaching";
import * as content from "./schema/content";
import * as events from "./schema/events";
import * as journey from "./schema/journey";
import * as messages from "./schema/messages";
import * as partners from "./schema/partners";
import * as reports from "./schema/reports";
import * as scheduling from "./schema/scheduling";
import * as vitascan from "./schema/vitascan";

/** Every table, for Drizzle's typed queries. One file per domain under `schema/`. */
export const schema = {
  ...partners,
  ...accounts,
  ...accountChanges,
  ...coaching,
  ...vitascan,
  ...calls,
  ...events,
  ...content,
  ...admin,
  ...calendar,
  ...reports,
  ...messages,
  ...journey,
  ...scheduling,
};
