import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { MessageValues } from "~/utils/app-error";
import { useTranslation } from "~/utils/i18n/react";

// Form errors travel as message keys (the schema's, `fail`'s); they become words only here, in the
// page's language. A page names the catalog its schema's keys are in and the values its messages
// interpolate; a key of another catalog is written with its namespace (`common:problems.conflict`).

export type Translate = (key: string) => string;

const MessagesContext = createContext<Translate | null>(null);

export function FormMessages({
  namespace,
  values,
  children,
}: {
  namespace: string;
  values?: MessageValues;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const translate = useMemo<Translate>(() => (key) => t(key, values ?? {}), [t, values]);
  return <MessagesContext.Provider value={translate}>{children}</MessagesContext.Provider>;
}

/** Translates a message key in the surrounding `FormMessages`' catalog (`common` without one). */
export function useMessage(): Translate {
  const own = useContext(MessagesContext);
  const { t } = useTranslation("common");
  return own ?? ((key) => t(key));
}

/** The words of a field's (or form's) message keys, each once. */
export function useMessages(keys: readonly string[] | null | undefined): string[] {
  const message = useMessage();
  return [...new Set(keys ?? [])].map(message);
}
