import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
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
