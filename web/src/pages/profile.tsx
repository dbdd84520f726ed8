import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { api } from "../api";
import { type Me, useSession } from "../session";
import { ErrorNote, Field, formatDate, formValues, Notice, Page, useAction } from "../ui";

// The session already holds the profile (signedInPage shows this page only once it is loaded).
export function ProfilePage() {
  const { me } = useSession();
  if (!me) return null;
  return (
    <Page title="Profile">
      <EditProfile profile={me} />
      <DeleteAccount email={me.email} />
    </Page>
  );
}

function EditProfile({ profile }: { profile: Me }) {
  const { reload } = useSession();
  const [saved, setSaved] = useState(false);
  const save = useAction(async (values: Record<string, string>) => {
    setSaved(false);
    await api("/api/v1/users/me", {
      method: "PUT",
      json: {
        first_name: values.first_name,
        last_name: values.last_name,
        organization: values.organization,
      },
    });
    setSaved(true);
    await reload();
  });
  return (
    <form class="stack narrow" onSubmit={(event) => save.act(formValues(event))}>
      <dl class="facts">
        <dt>E-mail</dt>
        <dd>{profile.email}</dd>
        <dt>Member since</dt>
        <dd>{formatDate(profile.created_at)}</dd>
      </dl>
      <Field label="First name">
        <input
          name="first_name"
          defaultValue={profile.first_name}
          required
          maxLength={100}
          autoComplete="given-name"
        />
      </Field>
      <Field label="Last name">
        <input name="last_name" defaultValue={profile.last_name} maxLength={100} autoComplete="family-name" />
      </Field>
      <Field label="Company">
        <input
          name="organization"
          defaultValue={profile.organization}
          maxLength={100}
          autoComplete="organization"
        />
      </Field>
      <ErrorNote error={save.error} />
      {saved && <Notice>Profile saved.</Notice>}
      <div>
        <button type="submit" disabled={save.busy}>
          Save profile
        </button>
      </div>
    </form>
  );
}

function DeleteAccount({ email }: { email: string }) {
  const { signOut } = useSession();
  const { route } = useLocation();
  const [typed, setTyped] = useState("");
  const remove = useAction(async () => {
    await api("/api/v1/users/me", { method: "DELETE" });
    await signOut();
    route("/sign-in", true);
  });
  return (
    <section class="panel stack narrow danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        This removes your account, analyses, reports, API keys, linked repositories and notice endpoints at
        once. It cannot be undone; unspent credits are lost.
      </p>
      <form
        class="stack"
        onSubmit={(event) => {
          event.preventDefault();
          remove.act();
        }}
      >
        <Field label="Type your e-mail address to confirm">
          <input
            name="confirm_email"
            type="email"
            autoComplete="off"
            value={typed}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
        </Field>
        <ErrorNote error={remove.error} />
        <div>
          <button type="submit" class="danger" disabled={remove.busy || typed.trim() !== email}>
            Delete my account
          </button>
        </div>
      </form>
    </section>
  );
}
