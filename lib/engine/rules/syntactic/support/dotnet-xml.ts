import { deepTaints, type Val } from "../../../dataflow/values";
import type { CallEvent } from "../../types";

// .NET's XML parsers take their settings as properties: of the document (`XmlDocument.XmlResolver`),
// of the reader (`XmlTextReader.DtdProcessing`) or of the settings handed to `XmlReader.Create`.

/** .NET parser settings that resolve external entities: a resolver set, DTDs parsed or allowed. */
export function dotnetUnsafeSetting(property: string, value: Val | undefined): string | undefined {
  const v = value?.constant?.value;
  if (property === "XmlResolver" && value && v !== null && /Resolver$/.test(value.type ?? ""))
    return "An XmlResolver is set, so external entities are fetched.";
  if (property === "DtdProcessing" && v === "DtdProcessing.Parse")
    return "DtdProcessing.Parse resolves DTDs.";
  if (property === "ProhibitDtd" && v === false) return "ProhibitDtd = false allows DTDs.";
  return undefined;
}

/** The unsafe setting a document, reader or settings object was given, if any. */
function unsafeSetting(v: Val | undefined): string | undefined {
  for (const [property, value] of v?.keys ?? []) {
    const message = dotnetUnsafeSetting(property, value);
    if (message) return message;
  }
  return undefined;
}

/** An XmlTextReader told not to parse DTDs or not to resolve anything. */
function readerSecured(reader: Val): boolean {
  const setting = (name: string) => reader.keys?.get(name)?.constant?.value;
  return (
    setting("DtdProcessing") === "DtdProcessing.Prohibit" ||
    setting("DtdProcessing") === "DtdProcessing.Ignore" ||
    setting("ProhibitDtd") === true ||
    setting("XmlResolver") === null
  );
}

/** A document of input (a parameter's or a source's): a constant one brings no entity of an attacker's. */
const carriesInput = (v: Val | undefined) => (deepTaints(v) ?? []).some((t) => !t.safe.has("xxe"));

/**
 * Where a .NET parser with unsafe settings reads input: `doc.Load(input)` after a resolver was
 * set, `XmlReader.Create(input, settings)` with settings that parse DTDs, and the reads of an
 * XmlTextReader, which parses DTDs unless told otherwise. The message names the setting.
 */
export function dotnetUnsafeParse(call: CallEvent): string | undefined {
  const { name } = call.key;
  const receiver = call.receiver;
  if (receiver?.type === "XmlDocument" && (name === "Load" || name === "LoadXml")) {
    const setting = carriesInput(call.args[0]) ? unsafeSetting(receiver) : undefined;
    return setting && `The document is parsed from input after this setting: ${setting}`;
  }
  if (name === "Create" && /(^|\.)XmlReader\.Create$/.test(call.path) && carriesInput(call.args[0])) {
    const setting = unsafeSetting(call.args[1]);
    return setting && `The reader parses input with these settings: ${setting}`;
  }
  if (
    receiver?.type === "XmlTextReader" &&
    /^Read/.test(name) &&
    carriesInput(receiver) &&
    !readerSecured(receiver)
  )
    return "An XmlTextReader parses DTDs unless its DtdProcessing is set to Prohibit or Ignore.";
  return undefined;
}

/**
 * APIs that exist only on the .NET Framework (classic ASP.NET: `HttpContext.Current`, an
 * `IHttpHandler`, Web Forms, MVC 5, Web API 2), where before 4.5.2 an XmlDocument's default
 * resolver is an XmlUrlResolver that fetches external entities (learn.microsoft.com/dotnet/api/
 * system.xml.xmldocument.xmlresolver, "Remarks"; Roslyn's CA3075 reports the same).
 */
const FRAMEWORK_ONLY =
  /\bHttpContext\.Current\b|\bIHttpHandler\b|^\s*using\s+System\.Web\.(?:UI|Mvc|Http|Services)\b/m;

/**
 * An XmlDocument left with its default resolver parsing input in code written for the .NET
 * Framework: it resolves external entities where the application targets a version before 4.5.2,
 * which its source does not say (hence a doubtful finding).
 */
export function dotnetDefaultResolver(
  call: CallEvent,
  source: string,
): { message: string; unproven: boolean } | undefined {
  const { name } = call.key;
  const receiver = call.receiver;
  if (receiver?.type !== "XmlDocument" || (name !== "Load" && name !== "LoadXml")) return undefined;
  if (receiver.keys?.has("XmlResolver") || !carriesInput(call.args[0]) || !FRAMEWORK_ONLY.test(source))
    return undefined;
  // A caller's text (a parameter) may be the program's own file: nothing shows it is input.
  const read = (deepTaints(call.args[0]) ?? []).some((t) => t.origin.kind === "source" && !t.safe.has("xxe"));
  return {
    message:
      "The document is parsed from input with its default XmlResolver, which fetches external entities on the .NET Framework before 4.5.2; set XmlResolver to null.",
    unproven: !read,
  };
}
