import { useState } from "preact/hooks";
import type { ResponseOf } from "../../../lib/http/route";
import type {
  listDeliveriesRoute,
  listEndpointsRoute,
  registerEndpointRoute,
} from "../../../lib/notices/routes";
import { api } from "../api";
import {
  ConfirmButton,
  ErrorNote,
  Field,
  formatDate,
  Page,
  SecretOnce,
  Table,
  useAction,
  useLoad,
} from "../ui";

type EndpointList = ResponseOf<typeof listEndpointsRoute>;
type RegisteredEndpoint = ResponseOf<typeof registerEndpointRoute>;
type DeliveryList = ResponseOf<typeof listDeliveriesRoute>;

const events = [
  { name: "analysis.completed", label: "An analysis completed" },
  { name: "analysis.failed", label: "An analysis failed" },
];

export function Notices() {
  const endpoints = useLoad(() => api<EndpointList>("/api/v1/webhooks").then((answer) => answer.webhooks));
  const [created, setCreated] = useState<RegisteredEndpoint | undefined>(undefined);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const add = useAction(async (form: HTMLFormElement) => {
    setCreated(undefined);
    const data = new FormData(form);
    setCreated(
      await api<RegisteredEndpoint>("/api/v1/webhooks", {
        method: "POST",
        json: { url: String(data.get("url") ?? ""), events: data.getAll("events").map(String) },
      }),
    );
    form.reset();
    endpoints.reload();
  });
  const remove = useAction(async (id: string) => {
    await api(`/api/v1/webhooks/${id}`, { method: "DELETE" });
    if (created?.id === id) setCreated(undefined);
    endpoints.reload();
  });
  return (
    <Page title="Notices">
      <p>
        When an analysis ends, each endpoint gets a signed JSON POST. Check the{" "}
        <code>X-Code-Security-Signature</code> header with the endpoint's secret before trusting it.
      </p>
      <form
        class="panel stack narrow"
        aria-labelledby="add-endpoint-title"
        onSubmit={(event) => {
          event.preventDefault();
          add.act(event.currentTarget as HTMLFormElement);
        }}
      >
        <h2 id="add-endpoint-title">Add an endpoint</h2>
        <Field label="Endpoint address" hint="An https address on the public internet">
          <input
            name="url"
            type="url"
            required
            maxLength={2000}
            placeholder="https://example.com/hooks/analysis"
          />
        </Field>
        <fieldset class="stack">
          <legend class="label">Events</legend>
          {events.map((event) => (
            <label key={event.name} class="check">
              <input type="checkbox" name="events" value={event.name} defaultChecked /> {event.label}
            </label>
          ))}
        </fieldset>
        <ErrorNote error={add.error} />
        <div>
          <button type="submit" disabled={add.busy}>
            Add endpoint
          </button>
        </div>
      </form>
      {created && <SecretOnce label={`Signing secret for ${created.url}.`} value={created.secret} />}
      <h2>Your endpoints</h2>
      <ErrorNote error={endpoints.error ?? remove.error} />
      {endpoints.value && endpoints.value.length === 0 && <p>No endpoints.</p>}
      {endpoints.value && endpoints.value.length > 0 && (
        <ul class="stack plain" aria-label="Endpoints">
          {endpoints.value.map((endpoint) => (
            <li key={endpoint.id} class="card stack">
              <code class="secret-value">{endpoint.url}</code>
              <div class="hint">
                {endpoint.events.join(", ")} · added {formatDate(endpoint.created_at)}
              </div>
              <details
                onToggle={(event) => {
                  const open = (event.currentTarget as HTMLDetailsElement).open;
                  setShown((current) => ({ ...current, [endpoint.id]: open }));
                }}
              >
                <summary>Recent deliveries</summary>
                {shown[endpoint.id] && <Deliveries endpointId={endpoint.id} />}
              </details>
              <div>
                <ConfirmButton
                  label="Remove"
                  confirmLabel={`Remove ${endpoint.url}`}
                  busy={remove.busy}
                  onConfirm={() => remove.act(endpoint.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** What became of the notices sent to one endpoint (the last 30 days), read when first shown. */
function Deliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useLoad(
    () => api<DeliveryList>(`/api/v1/webhooks/${endpointId}/deliveries`).then((answer) => answer.deliveries),
    [endpointId],
  );
  if (deliveries.error) return <ErrorNote error={deliveries.error} />;
  if (!deliveries.value) return <p class="hint">Loading…</p>;
  if (deliveries.value.length === 0) return <p>No deliveries in the last 30 days.</p>;
  return (
    <Table columns={["Analysis", "Event", "Outcome", "Last attempt", "When"]}>
      {deliveries.value.map((delivery) => {
        const last = delivery.attempts.at(-1);
        return (
          <tr key={`${delivery.analysis_id}-${delivery.event}`}>
            <td>
              <a href={`/analyses/${delivery.analysis_id}`}>{delivery.analysis_id}</a>
            </td>
            <td>{delivery.event}</td>
            <td>{delivery.status}</td>
            <td>
              {last
                ? `#${last.attempt}: ${last.status_code !== undefined ? `answered ${last.status_code}` : (last.error ?? "no answer")}`
                : "—"}
            </td>
            <td>{formatDate(delivery.updated_at)}</td>
          </tr>
        );
      })}
    </Table>
  );
}
