import type { LoginDialogData } from "./login.server";
import { LoginFrame } from "./LoginFrame";
import { ThirdErrorAlert } from "./ThirdErrorAlert";
import type { View } from "./views";

/** What the host renders once this module is loaded (app/lib/deferred.tsx): the dialog, and the third-party error alert over it. */
export default function LoginDialogPanel({ login, view, onSucceeded }: { login: LoginDialogData; view: View | null; onSucceeded: (view: View) => void }) {
  return (
    <>
      {view ? <LoginFrame login={login} view={view} onSucceeded={() => onSucceeded(view)} /> : null}
      {login.thirdError !== null ? <ThirdErrorAlert message={login.thirdError} /> : null}
    </>
  );
}
