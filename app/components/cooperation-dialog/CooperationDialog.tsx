import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COOP_DIALOG_WIDTH } from "#core/constants";
import { RouteDialog, pageBehind } from "../student-dialog/Dialog";
import type { StudentDialogData } from "../student-dialog/dialogs.server";
import { CooperationForm } from "./CooperationForm";

/** House cooperation (spec §2, 650px as used), open at `?dialog=cooperation` for a logged-in user. */
export function CooperationDialog({ data }: { data: Extract<StudentDialogData, { kind: "cooperation" }> }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <RouteDialog id="cooperation" title={t("student.coop.title")} width={COOP_DIALOG_WIDTH} testId="cooperation-dialog">
      <CooperationForm
        groups={data.groups}
        prefixes={data.prefixes}
        mobilePrefixId={data.mobilePrefixId}
        requestId={data.requestId}
        redirectTo={pageBehind(location.pathname, location.search)}
        loadError={data.error}
      />
    </RouteDialog>
  );
}

/** Loaded on demand by StudentDialogs (app/lib/deferred.tsx). */
export default CooperationDialog;
