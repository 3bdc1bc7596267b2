import { useRootData } from "~/lib/root-data";
import { deferred } from "~/lib/deferred";
import type { StudentDialogData } from "./dialogs.server";

// Their styles ship with every page (a no-JS page renders an open dialog without its chunk).
import "../dialog/Dialog.css";
import "../mobile-prefix/MobilePrefixField.css";
import "./StudentDialog.css";
import "../student-form/Form.css";

// The dialogs (and their form libraries) load only on pages that show them.
const CooperationDialog = deferred("cooperation", () => import("../cooperation-dialog/CooperationDialog"));
const FeedbackDialog = deferred("feedback", () => import("../feedback-dialog/FeedbackDialog"));

/** Mounted once in the root: the dialog the URL asks for, when the root loader prepared it. */
export function StudentDialogs() {
  const data = (useRootData() as { studentDialog?: StudentDialogData } | undefined)?.studentDialog;
  if (!data) return null;
  return data.kind === "cooperation" ? <CooperationDialog data={data} /> : <FeedbackDialog data={data} />;
}
