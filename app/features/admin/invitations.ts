import type { Language } from "~/utils/i18n/config";

/** The address of the acceptance page for a token, as the invitation mail links to it. */
export const invitationPath = (lng: Language, token: string) =>
  `/${lng}/coach-invitation?token=${encodeURIComponent(token)}`;
