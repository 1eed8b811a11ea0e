import type { ReactNode } from "react";
import { HeaderCell, Row, Table, TableHead } from "~/components/ui/table";
import { formatDate, formatNumber, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

// The back office's lists: a table on a card's surface, its columns named once.

/** A column: its heading, and whether it holds numbers (right-aligned). */
export interface AdminColumn {
  label: string;
  numeric?: boolean;
}

/** Right-aligned figures that line up. */
export const numeric = "text-right tabular-nums";

/** A list as a table on the card surface: caption for screen readers, the columns, then the bodies given. */
export function AdminTable({
  caption,
  columns,
  minWidth,
  className = "mt-4",
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  minWidth?: string;
  className?: string;
  /** One `TableBody` or more. */
  children: ReactNode;
}) {
  return (
    <Table
      minWidth={minWidth}
      caption={caption}
      hideCaption
      className={`${className} rounded-[var(--radius-card)] border border-line bg-surface px-3`}
    >
      <TableHead>
        <Row>
          {columns.map((column) => (
            <HeaderCell key={column.label} className={column.numeric ? "text-right" : undefined}>
              {column.label}
            </HeaderCell>
          ))}
        </Row>
      </TableHead>
      {children}
    </Table>
  );
}

/**
 * How the back office writes a moment and a count in the account's language: "20 Mar 2027 at
 * 10:00" on the zone's clock (`long` spells the month out), and a number with its separators.
 */
export function useAdminFormat(timeZone: string, style: "long" | "medium" = "medium") {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  return {
    at: (value: string | Date) => {
      const date = new Date(value);
      return t("events.at", { date: formatDate(date, lng, timeZone, style), time: formatTime(date, lng, timeZone) });
    },
    n: (value: number) => formatNumber(value, lng),
  };
}
