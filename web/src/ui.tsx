import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { errorText } from "./api";

// Small shared pieces of the pages. Text always goes through JSX, which escapes it: the console
// never writes HTML from data.

export function Page({ title, children }: { title: string; children: ComponentChildren }) {
  useEffect(() => {
    document.title = `${title} · Code Security Analysis`;
  }, [title]);
  return (
    <section class="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p class="note error" role="alert">
      {errorText(error)}
    </p>
  );
}

export function Notice({ children }: { children: ComponentChildren }) {
  return (
    <p class="note ok" role="status">
      {children}
    </p>
  );
}

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: ComponentChildren;
}) {
  return (
    <div class="field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child the caller passes in */}
      <label>
        <span class="label">{label}</span>
        {children}
      </label>
      {hint && <span class="hint">{hint}</span>}
    </div>
  );
}

/** Runs `load` on mount and whenever `deps` change; keeps the last value while reloading. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setError(undefined);
    load().then(
      (loaded) => live && setValue(loaded),
      (failure) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [...deps, version]);
  return { value, error, reload: () => setVersion((current) => current + 1) };
}

/** Wraps a form submit: disables the button while it runs and keeps its error for display. */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const act = async (...args: A) => {
    setBusy(true);
    setError(undefined);
    try {
      await run(...args);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, act };
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** The values of a submitted form, by field name. */
export function formValues(event: Event): Record<string, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget as HTMLFormElement);
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) if (typeof value === "string") values[name] = value;
  return values;
}

/** Previous/next buttons over an `offset`/`limit` listing with a `total`. */
export function Pager({
  label,
  offset,
  limit,
  total,
  onChange,
}: {
  label: string;
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav class="row pager" aria-label={label}>
      <button
        type="button"
        class="secondary"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        Previous
      </button>
      <span>
        {total === 0 ? 0 : offset + 1}–{last} of {total}
      </span>
      <button
        type="button"
        class="secondary"
        disabled={last >= total}
        onClick={() => onChange(offset + limit)}
      >
        Next
      </button>
    </nav>
  );
}

/** A destructive action in two steps: the first press asks, the second does it. */
export function ConfirmButton({
  label,
  confirmLabel,
  busy,
  onConfirm,
}: {
  label: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  // The first button is replaced by the second: keep keyboard focus on the question.
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" class="secondary" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span class="row">
      <button ref={confirm} type="button" class="danger" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
      <button type="button" class="secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

/** A value shown once (a new key or secret), with a button that copies it on request. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div class="panel stack secret">
      <p>
        <strong>{label}</strong> It is shown this once: copy it now.
      </p>
      <code class="secret-value">{value}</code>
      <div class="row">
        <button type="button" onClick={copy}>
          Copy
        </button>
        {copied === true && <span role="status">Copied.</span>}
        {copied === false && <span role="status">Copying was refused; select the text instead.</span>}
      </div>
    </div>
  );
}

/** An amount in a currency's minor units, e.g. 1000 usd → US$10.00. */
export function formatMoney(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

/** A labelled progress bar; `value` from 0 to 100. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div class="progress">
      <span class="label">
        {label}: {percent}%
      </span>
      <progress max={100} value={percent} aria-label={label} />
    </div>
  );
}

export function SeverityBadge({ severity }: { severity: string }) {
  return <span class={`severity ${severity}`}>{severity}</span>;
}

/** Choices for a select, with an empty first choice when `anyLabel` is given. */
export function Options({ values, anyLabel }: { values: readonly string[]; anyLabel?: string }) {
  return (
    <>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** A table with one header row that scrolls sideways on a narrow screen; the rows are the children. */
export function Table({ columns, children }: { columns: string[]; children: ComponentChildren }) {
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
