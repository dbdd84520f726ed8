import { useState } from "preact/hooks";
import type { passwordResetRoute } from "../../../lib/accounts/routes";
import type { ResponseOf } from "../../../lib/http/route";
import { api } from "../api";
import { ErrorNote, Field, formValues, Notice, Page, useAction } from "../ui";

export function ForgotPassword() {
  const [message, setMessage] = useState<string | undefined>(undefined);
  const request = useAction(async (values: Record<string, string>) => {
    const answer = await api<ResponseOf<typeof passwordResetRoute>>("/api/auth/password-reset", {
      method: "POST",
      json: { email: values.email },
    });
    setMessage(answer.message);
  });
  return (
    <Page title="Forgot your password?">
      {message ? (
        <Notice>{message}</Notice>
      ) : (
        <form class="stack narrow" onSubmit={(event) => request.act(formValues(event))}>
          <p>Enter your e-mail address and we will send you a link to choose a new password.</p>
          <Field label="E-mail">
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <ErrorNote error={request.error} />
          <button type="submit" disabled={request.busy}>
            Send the link
          </button>
        </form>
      )}
    </Page>
  );
}
