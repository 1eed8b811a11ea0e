import { type FieldMeta, InputField } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { type Language, languages } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";

export type CaptionsState = "uploaded" | "file" | null;

/** A video's or podcast's captions per language: what there is, a new file, removing uploaded ones. */
export function MediaCaptionsTable({
  captions,
  forms,
  kilobytes,
}: {
  captions: Record<Language, CaptionsState>;
  /** Each language's upload form (Conform) and its file field. */
  forms: Record<Language, { form: AppFormMetadata; file: FieldMeta }>;
  kilobytes: number;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <Card className="mt-10">
      <h2 id="captions-title" className="text-xl font-semibold text-ink">
        {t("media.captions.title")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("media.captions.intro", { kilobytes })}</p>
      <Table caption={t("media.captions.title")} hideCaption className="mt-4">
        <TableHead>
          <Row>
            <HeaderCell>{t("media.captionsColumns.language")}</HeaderCell>
            <HeaderCell>{t("media.captionsColumns.state")}</HeaderCell>
            <HeaderCell>{t("media.captionsColumns.upload")}</HeaderCell>
            <HeaderCell>{t("media.captionsColumns.remove")}</HeaderCell>
          </Row>
        </TableHead>
        <TableBody>
          {languages.map((language) => {
            const name = t(`languages.${language}`);
            const { form, file } = forms[language];
            return (
              <Row key={language}>
                <HeaderCell scope="row">{name}</HeaderCell>
                <Cell>{t(`media.captions.state.${captions[language] ?? "none"}`)}</Cell>
                <Cell>
                  <Form form={form} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="captions" />
                    <input type="hidden" name="language" value={language} />
                    <InputField
                      meta={file}
                      type="file"
                      accept=".vtt,text/vtt"
                      label={t("media.captions.file", { language: name })}
                      hint={t("media.captions.fileHint")}
                    />
                    <Button type="submit" variant="secondary">
                      {t("media.captions.upload")}
                    </Button>
                  </Form>
                </Cell>
                <Cell>
                  {captions[language] === "uploaded" ? (
                    <ConfirmAction
                      label={t("media.captions.remove", { language: name })}
                      consequence={t("media.captions.removeConsequence", { language: name })}
                      confirmLabel={t("media.captions.removeConfirm", { language: name })}
                      intent="remove-captions"
                    >
                      <input type="hidden" name="language" value={language} />
                    </ConfirmAction>
                  ) : null}
                </Cell>
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}
