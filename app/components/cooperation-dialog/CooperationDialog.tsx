import { useTranslation } from "~/lib/translate";
import { COOP_DIALOG_WIDTH } from "#core/constants";
import { StudentDialog, usePageBehind } from "../student-dialog/StudentDialog";
import type { StudentDialogData } from "../student-dialog/dialogs.server";
import { CooperationForm } from "./CooperationForm";

/** House cooperation (650px wide), open at `?dialog=cooperation` for a logged-in user. */
export function CooperationDialog({ data }: { data: Extract<StudentDialogData, { kind: "cooperation" }> }) {
  const { t } = useTranslation();
  const back = usePageBehind();
  return (
    <StudentDialog id="cooperation" title={t("student.coop.title")} width={COOP_DIALOG_WIDTH} testId="cooperation-dialog">
      <CooperationForm
        groups={data.groups}
        prefixes={data.prefixes}
        mobilePrefixId={data.mobilePrefixId}
        requestId={data.requestId}
        redirectTo={back}
        loadError={data.error}
      />
    </StudentDialog>
  );
}

/** Loaded on demand by StudentDialogs (app/lib/deferred.tsx). */
export default CooperationDialog;
