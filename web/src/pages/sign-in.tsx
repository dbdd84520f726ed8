import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import type { loginRoute } from "../../../lib/accounts/routes";
import type { ResponseOf } from "../../../lib/http/route";
import { ApiError, api, setAccessToken } from "../api";
import { useSession } from "../session";
import { afterSignIn } from "../signed-in";
import { ErrorNote, Field, formValues, Notice, Page, useAction } from "../ui";

const providerErrors: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Verify your e-mail address first: we sent you a link.",
};

export function SignIn() {
  const { route, query } = useLocation();
  const { reload } = useSession();
  const [unverifiedToken, setUnverifiedToken] = useState<string | undefined>(undefined);
  const [resent, setResent] = useState(false);
  const login = useAction(async (values: Record<string, string>) => {
    try {
      const answer = await api<ResponseOf<typeof loginRoute>>("/api/auth/login", {
        method: "POST",
        form: { username: values.email ?? "", password: values.password ?? "" },
      });
      setAccessToken(answer.access_token);
      await reload();
      route(afterSignIn(query.next));
    } catch (error) {
      if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
        setUnverifiedToken(String(error.details.restricted_access_token ?? ""));
      }
      throw error;
    }
  });
  const resend = useAction(async () => {
    await api("/api/auth/verify-email/resend", { method: "POST", token: unverifiedToken });
    setResent(true);
  });
  const providerError = query.error;
  return (
    <Page title="Sign in">
      {providerError && (
        <p class="note error" role="alert">
          {providerErrors[providerError] ?? `Signing in with the provider failed (${providerError}).`}
        </p>
      )}
      <form class="stack narrow" onSubmit={(event) => login.act(formValues(event))}>
        <Field label="E-mail">
          <input name="email" type="email" autoComplete="username" required />
        </Field>
        <Field label="Password">
          <input name="password" type="password" autoComplete="current-password" required />
        </Field>
        <ErrorNote error={login.error} />
        {unverifiedToken && !resent && (
          <button type="button" class="secondary" disabled={resend.busy} onClick={() => resend.act()}>
            Send the verification link again
          </button>
        )}
        {resent && <Notice>A new verification link is on its way.</Notice>}
        <ErrorNote error={resend.error} />
        <button type="submit" disabled={login.busy}>
          Sign in
        </button>
      </form>
      <div class="providers narrow">
        <p>Or sign in with</p>
        <a class="button secondary" href="/api/auth/idp-a">
          Identity provider
        </a>
        <a class="button secondary" href="/api/auth/idp-b">
          Code host account
        </a>
      </div>
      <p>
        <a href="/forgot-password">Forgot your password?</a> · <a href="/sign-up">Create an account</a>
      </p>
    </Page>
  );
}
