import { useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import type { getPricesRoute } from "../../../lib/analysis/routes";
import type { ResponseOf } from "../../../lib/http/route";
import { type CreatedAnalysis, LANGUAGES, LEVELS } from "../analysis";
import { ApiError, api, upload } from "../api";
import { ErrorNote, Field, Options, Page, ProgressBar, useAction, useLoad } from "../ui";

// A new analysis from pasted code, an uploaded file or archive, or a repository URL. Uploads go
// as multipart through XMLHttpRequest so the page can show how much has been sent.

type Source = "paste" | "upload" | "codehost";
type Level = (typeof LEVELS)[number];
type PriceTable = ResponseOf<typeof getPricesRoute>;

/** What each level reads (the README's "Levels"): every level finds the obvious. */
const LEVEL_HINTS: Record<Level, string> = {
  mini: "Each file on its own: data flow through the file and its own functions, plus pattern and secret rules.",
  standard: "The whole program: also flows through helpers in other files, classes and modules.",
  ultra: "Standard, plus longer call chains and the review pass where one is configured.",
};

const sources: Array<{ value: Source; label: string }> = [
  { value: "paste", label: "Paste code" },
  { value: "upload", label: "Upload a file or archive" },
  { value: "codehost", label: "From a repository" },
];

/** The credits a create debits for `bytes` of code, as the service prices it. */
function priceFor(table: PriceTable, level: Level, bytes: number): number | undefined {
  const tier = table.size_tiers_bytes.findIndex((bound) => bytes <= bound);
  const prices = table.prices[level];
  return prices[tier < 0 ? prices.length - 1 : tier];
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function PriceNote({ table, level, bytes }: { table: PriceTable; level: Level; bytes?: number }) {
  if (bytes !== undefined) {
    const price = priceFor(table, level, bytes);
    return (
      <p class="hint" aria-live="polite">
        Price: {price} {price === 1 ? "credit" : "credits"} for {sizeText(bytes)} at level {level}.
      </p>
    );
  }
  const prices = table.prices[level];
  return (
    <p class="hint">
      Price at level {level}: {prices[0]} to {prices[prices.length - 1]} credits, by the repository's size (
      {table.size_tiers_bytes.map((bound, index) => `≤ ${sizeText(bound)}: ${prices[index]}`).join(", ")},
      larger: {prices[prices.length - 1]}).
    </p>
  );
}

/** A monospace text area where Tab indents (Escape, then Tab, leaves it), with a line count. */
function CodeEditor({ value, onInput }: { value: string; onInput: (value: string) => void }) {
  const [escaped, setEscaped] = useState(false);
  const lines = value === "" ? 0 : value.split("\n").length;
  const onKeyDown = (event: KeyboardEvent) => {
    const area = event.currentTarget as HTMLTextAreaElement;
    if (event.key === "Escape") {
      setEscaped(true);
      return;
    }
    if (event.key !== "Tab" || escaped || event.shiftKey) {
      setEscaped(false);
      return;
    }
    event.preventDefault();
    const { selectionStart, selectionEnd } = area;
    area.setRangeText("    ", selectionStart, selectionEnd, "end");
    onInput(area.value);
  };
  return (
    <div class="field">
      <label for="code">
        <span class="label">Code</span>
      </label>
      <textarea
        id="code"
        name="content"
        class="code"
        spellcheck={false}
        autoComplete="off"
        aria-describedby="code-help"
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setEscaped(false)}
        required
      />
      <span class="hint" id="code-help">
        {lines} {lines === 1 ? "line" : "lines"} · Tab indents; press Escape, then Tab, to leave the editor.
      </span>
    </div>
  );
}

export function AnalysisNew() {
  const { route } = useLocation();
  const prices = useLoad(() => api<PriceTable>("/api/analysis/prices"));
  const [source, setSource] = useState<Source>("paste");
  const [level, setLevel] = useState<Level>("mini");
  const [code, setCode] = useState("");
  const [file, setFile] = useState<File | undefined>(undefined);
  const [sent, setSent] = useState<number | undefined>(undefined);

  const create = useAction(async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const options = {
      exclude_patterns: text("exclude_patterns")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      include_tests: data.get("include_tests") === "on",
      threat_model: data.get("threat_model") === "local" ? "local" : "remote",
    };
    const common = {
      analysis_type: level,
      ...(text("title") ? { title: text("title") } : {}),
      ...(text("language") ? { language: text("language") } : {}),
    };
    let created: CreatedAnalysis;
    if (source === "upload") {
      if (!file) throw new ApiError(400, "INVALID_REQUEST", "Choose a file or an archive to upload.");
      const body = new FormData();
      body.set("source_type", "upload");
      for (const [name, value] of Object.entries(common)) body.set(name, value);
      body.set("options", JSON.stringify(options));
      body.set("file", file, file.name);
      setSent(0);
      created = await upload<CreatedAnalysis>("/api/analysis", body, setSent).finally(() =>
        setSent(undefined),
      );
    } else {
      const content = source === "paste" ? code : text("repository_url");
      created = await api<CreatedAnalysis>("/api/analysis", {
        method: "POST",
        json: { source_type: source, content, options, ...common },
      });
    }
    route(`/analyses/${created.analysis_id}`);
  });

  const sizeBytes =
    source === "paste" ? new TextEncoder().encode(code).length : source === "upload" ? file?.size : undefined;
  const shortOfCredits = create.error instanceof ApiError && create.error.code === "INSUFFICIENT_CREDITS";

  return (
    <Page title="New analysis">
      <form
        class="stack"
        onSubmit={(event) => {
          event.preventDefault();
          create.act(event.currentTarget);
        }}
      >
        <fieldset class="choices">
          <legend>Source</legend>
          {sources.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="source_type"
                value={choice.value}
                checked={source === choice.value}
                onChange={() => setSource(choice.value)}
              />{" "}
              {choice.label}
            </label>
          ))}
        </fieldset>

        {source === "paste" && <CodeEditor value={code} onInput={setCode} />}
        {source === "upload" && (
          <Field label="File or archive" hint="A .zip or .tar.gz archive, or a single source file.">
            <input
              name="file"
              type="file"
              required
              onChange={(event) => setFile(event.currentTarget.files?.[0])}
            />
          </Field>
        )}
        {source === "codehost" && (
          <Field label="Repository URL" hint="The repository's web address, optionally ending in @branch.">
            <input name="repository_url" type="url" required placeholder="https://…/owner/repository" />
          </Field>
        )}

        <div class="row">
          <Field label="Title">
            <input name="title" maxLength={200} />
          </Field>
          <Field label="Language">
            <select name="language">
              <Options values={LANGUAGES} anyLabel="Detect" />
            </select>
          </Field>
          <Field label="Level" hint={LEVEL_HINTS[level]}>
            <select
              name="analysis_type"
              value={level}
              onChange={(event) => setLevel(event.currentTarget.value as Level)}
            >
              <Options values={LEVELS} />
            </select>
          </Field>
        </div>
        {prices.value && <PriceNote table={prices.value} level={level} bytes={sizeBytes} />}
        <ErrorNote error={prices.error} />

        <details class="panel">
          <summary>Options</summary>
          <div class="stack">
            <Field label="Exclude patterns" hint="One pattern a line, such as vendor or src/generated/**.">
              <textarea name="exclude_patterns" rows={3} />
            </Field>
            <label>
              <input type="checkbox" name="include_tests" /> Include tests
            </label>
            <Field
              label="Threat model"
              hint="Local input is the operator's own: the environment, command line, standard input, files and sockets read."
            >
              <select name="threat_model">
                <option value="remote">Remote input (default)</option>
                <option value="local">Remote and local input</option>
              </select>
            </Field>
          </div>
        </details>

        {sent !== undefined && <ProgressBar label="Uploading" value={sent * 100} />}
        {shortOfCredits ? (
          <p class="note error" role="alert">
            Not enough credits for this analysis. <a href="/credits">Buy credits</a>
          </p>
        ) : (
          <ErrorNote error={create.error} />
        )}
        <div>
          <button type="submit" disabled={create.busy}>
            Start analysis
          </button>
        </div>
      </form>
    </Page>
  );
}
