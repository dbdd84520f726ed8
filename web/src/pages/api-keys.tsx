import { useState } from "preact/hooks";
import type { createApiKeyRoute, listApiKeysRoute } from "../../../lib/accounts/routes";
import type { ResponseOf } from "../../../lib/http/route";
import { ApiError, api } from "../api";
import {
  ConfirmButton,
  ErrorNote,
  Field,
  formatDate,
  formValues,
  Page,
  SecretOnce,
  useAction,
  useLoad,
} from "../ui";

type ApiKeyList = ResponseOf<typeof listApiKeysRoute>;
type CreatedApiKey = ResponseOf<typeof createApiKeyRoute>;

function planOf(error: unknown): string {
  return error instanceof ApiError && typeof error.details.role === "string" ? error.details.role : "current";
}

export function ApiKeys() {
  const keys = useLoad(() => api<ApiKeyList>("/api/v1/api-keys").then((answer) => answer.api_keys));
  const [created, setCreated] = useState<CreatedApiKey | undefined>(undefined);
  const create = useAction(async (values: Record<string, string>, form: HTMLFormElement) => {
    setCreated(undefined);
    setCreated(
      await api<CreatedApiKey>("/api/v1/api-keys", {
        method: "POST",
        json: { name: values.name },
      }),
    );
    form.reset();
    keys.reload();
  });
  const revoke = useAction(async (id: string) => {
    await api(`/api/v1/api-keys/${id}`, { method: "DELETE" });
    if (created?.id === id) setCreated(undefined);
    keys.reload();
  });
  const planRefused = create.error instanceof ApiError && create.error.code === "FORBIDDEN";
  return (
    <Page title="API keys">
      <p>
        Programs send a key in the <code>X-API-Key</code> header. Keys can start analyses and read results,
        not add cards or spend money.
      </p>
      <form
        class="panel stack narrow"
        aria-labelledby="create-key-title"
        onSubmit={(event) => create.act(formValues(event), event.currentTarget as HTMLFormElement)}
      >
        <h2 id="create-key-title">Create a key</h2>
        <Field label="Key name" hint="What the key is for, e.g. CI pipeline">
          <input name="name" required maxLength={100} />
        </Field>
        {planRefused ? (
          <p class="note error" role="alert">
            API keys come with the Pro and Enterprise plans, and you are on the {planOf(create.error)} plan.
          </p>
        ) : (
          <ErrorNote error={create.error} />
        )}
        <div>
          <button type="submit" disabled={create.busy}>
            Create key
          </button>
        </div>
      </form>
      {created && <SecretOnce label={`API key “${created.name}”.`} value={created.key} />}
      <h2>Your keys</h2>
      <ErrorNote error={keys.error ?? revoke.error} />
      {keys.value && keys.value.length === 0 && <p>No keys.</p>}
      {keys.value && keys.value.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Starts with</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.value.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{formatDate(key.created_at)}</td>
                  <td>{key.last_used_at ? formatDate(key.last_used_at) : "never"}</td>
                  <td>
                    <ConfirmButton
                      label="Revoke"
                      confirmLabel={`Revoke ${key.name}`}
                      busy={revoke.busy}
                      onConfirm={() => revoke.act(key.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
