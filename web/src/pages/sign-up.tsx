import { useState } from "preact/hooks";
import { api } from "../api";
import { ErrorNote, Field, formValues, Notice, Page, useAction } from "../ui";

export function SignUp() {
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const register = useAction(async (values: Record<string, string>) => {
    await api("/api/auth/register", {
      method: "POST",
      json: {
        email: values.email,
        password: values.password,
        name: values.name,
        ...(values.company ? { company: values.company } : {}),
      },
    });
    setSentTo(values.email);
  });
  if (sentTo) {
    return (
      <Page title="Check your inbox">
        <Notice>
          We sent a verification link to {sentTo}. Open it to activate the account, then{" "}
          <a href="/sign-in">sign in</a>.
        </Notice>
      </Page>
    );
  }
  return (
    <Page title="Create an account">
      <form class="stack narrow" onSubmit={(event) => register.act(formValues(event))}>
        <Field label="Name">
          <input name="name" autoComplete="name" required />
        </Field>
        <Field label="Company (optional)">
          <input name="company" autoComplete="organization" />
        </Field>
        <Field label="E-mail">
          <input name="email" type="email" autoComplete="email" required />
        </Field>
        <Field
          label="Password"
          hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
        >
          <input name="password" type="password" autoComplete="new-password" minLength={8} required />
        </Field>
        <ErrorNote error={register.error} />
        <button type="submit" disabled={register.busy}>
          Create account
        </button>
      </form>
      <p>
        Already registered? <a href="/sign-in">Sign in</a>
      </p>
    </Page>
  );
}
