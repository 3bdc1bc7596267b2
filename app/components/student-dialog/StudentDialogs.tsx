import { useRootData } from "~/lib/root-data";
import { CooperationDialog } from "../cooperation-dialog/CooperationDialog";
import { FeedbackDialog } from "../feedback-dialog/FeedbackDialog";
import type { StudentDialogData } from "./dialogs.server";

/** Mounted once in the root: the dialog the URL asks for, when the root loader prepared it. */
export function StudentDialogs() {
  const data = (useRootData() as { studentDialog?: StudentDialogData } | undefined)?.studentDialog;
  if (!data) return null;
  return data.kind === "cooperation" ? <CooperationDialog data={data} /> : <FeedbackDialog data={data} />;
}
