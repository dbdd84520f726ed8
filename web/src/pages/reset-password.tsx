import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { api } from "../api";
import { ErrorNote, Field, formValues, Notice, Page, useAction } from "../ui";

/** The page the e-mailed reset link opens: `/reset-password?token=…`. */
export function ResetPassword() {
  const { query } = useLocation();
  const [done, setDone] = useState(false);
  const confirm = useAction(async (values: Record<string, string>) => {
    await api("/api/auth/password-reset/confirm", {
      method: "POST",
      json: { token: query.token ?? "", new_password: values.password },
    });
    setDone(true);
  });
  if (done) {
    return (
      <Page title="Password changed">
        <Notice>
          Your password is changed and every other session is signed out. <a href="/sign-in">Sign in</a> with
          the new password.
        </Notice>
      </Page>
    );
  }
  return (
    <Page title="Choose a new password">
      {!query.token && (
        <p class="note error" role="alert">
          This page needs the link from the e-mail. <a href="/forgot-password">Ask for a new link</a>.
        </p>
      )}
      <form class="stack narrow" onSubmit={(event) => confirm.act(formValues(event))}>
        <Field
          label="New password"
          hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
        >
          <input name="password" type="password" autoComplete="new-password" minLength={8} required />
        </Field>
        <ErrorNote error={confirm.error} />
        <button type="submit" disabled={confirm.busy || !query.token}>
          Change password
        </button>
      </form>
    </Page>
  );
}
