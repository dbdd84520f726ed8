import { deepTaints } from "../../dataflow/values";
import type { Expr } from "../../ir/ir";
import type { CallEvent, Hit, SyntacticRule } from "../types";
import { dotnetDefaultResolver, dotnetUnsafeParse, dotnetUnsafeSetting } from "./support/dotnet-xml";

const PARSERS: Record<string, RegExp> = {
  // The fact names are the setFeature/setProperty/setAttribute calls recorded on the factory.
  DocumentBuilder:
    /disallow-doctype-decl,true|external-general-entities,false|setExpandEntityReferences\(false\)|ACCESS_EXTERNAL_DTD|FEATURE_SECURE_PROCESSING,true|XMLConstants.FEATURE_SECURE_PROCESSING/,
  SAXParser: /disallow-doctype-decl,true|external-general-entities,false/,
  XMLReader: /disallow-doctype-decl,true|external-general-entities,false/,
  XMLInputFactory:
    /supportDTD,false|SUPPORT_DTD,false|isSupportingExternalEntities,false|IS_SUPPORTING_EXTERNAL_ENTITIES,false|javax.xml.stream.supportDTD,false/,
};

/** Whether a flags argument (`LIBXML_NOENT | LIBXML_DTDLOAD`) includes the named constant. */
function hasFlag(e: Expr, flag: string): boolean {
  if (e.kind === "name") return e.name === flag;
  return e.kind === "binary" && e.op === "|" && (hasFlag(e.left, flag) || hasFlag(e.right, flag));
}

function secured(facts: ReadonlySet<string>, pattern: RegExp): boolean {
  for (const f of facts) if (pattern.test(f)) return true;
  return false;
}

/**
 * A parser made by a factory that was not secured: reported where the parser is made (all it parses
 * later inherits the factory's settings), an XMLReader where it parses (its features are its own).
 */
function javaParse(call: CallEvent): boolean {
  const type = call.receiver?.type;
  const facts = call.receiver?.facts;
  if (!type || !facts) return false;
  const { name } = call.key;
  if (type === "DocumentBuilderFactory" && name === "newDocumentBuilder")
    return !secured(facts, PARSERS.DocumentBuilder as RegExp);
  if (type === "SAXParserFactory" && name === "newSAXParser")
    return !secured(facts, PARSERS.SAXParser as RegExp);
  if (type === "XMLReader" && name === "parse") return !secured(facts, PARSERS.XMLReader as RegExp);
  if (type === "XMLInputFactory" && /^create(XMLStreamReader|XMLEventReader)$/.test(name)) {
    return !secured(facts, PARSERS.XMLInputFactory as RegExp);
  }
  return false;
}

/** The feature or property a setter names, as a string or a constant's name (`XMLInputFactory.SUPPORT_DTD`). */
function settingName(call: CallEvent): string {
  const arg = call.argExprs[0];
  if (arg?.kind === "name") return arg.name;
  if (arg?.kind === "member") return arg.property;
  return String(call.args[0]?.constant?.value ?? "");
}

/** A Java parser or factory explicitly told to load DTDs or external entities. */
function javaEnables(call: CallEvent): boolean {
  const type = call.receiver?.type ?? "";
  const value = call.args[1]?.constant?.value;
  if (!/^(DocumentBuilderFactory|SAXParserFactory|XMLReader|XMLInputFactory)$/.test(type)) return false;
  const name = settingName(call);
  if (call.key.name === "setFeature")
    return (
      (/external-(general|parameter)-entities$/.test(name) && value === true) ||
      (/disallow-doctype-decl$/.test(name) && value === false)
    );
  return (
    call.key.name === "setProperty" &&
    /(isSupportingExternalEntities|IS_SUPPORTING_EXTERNAL_ENTITIES|supportDTD|SUPPORT_DTD)$/.test(name) &&
    value === true
  );
}

/**
 * Python's SAX readers load external entities only when the feature is switched on; the document
 * must carry input (known only once taint is tracked, from standard up).
 */
function saxLoadsEntities(call: CallEvent): boolean {
  return (
    call.receiver?.type === "xml.sax.XMLReader" &&
    (deepTaints(call.args[0]) ?? []).some((t) => !t.safe.has("xxe")) &&
    call.key.name === "parse" &&
    secured(call.receiver.facts ?? new Set(), /^setFeature\([\w.]*feature_external_[gp]es,true\)$/)
  );
}

/** lxml's `XMLParser`, libxmljs's `parseXml` and PHP's loaders asked to resolve or substitute entities. */
function entityParse(call: CallEvent): Hit | undefined {
  const { name } = call.key;
  if (name === "XMLParser" && call.keywords.get("resolve_entities")?.constant?.value !== false) {
    if (call.keywords.has("resolve_entities") || call.keywords.get("no_network")?.constant?.value === false)
      return { span: call.span };
    return undefined;
  }
  // A document known in full (a constant) brings no entity of an attacker's.
  if (
    (name === "parseXml" || name === "parseXmlString" || name === "parseXmlAsync") &&
    call.args[1]?.keys?.get("noent")?.constant?.value === true &&
    call.args[0]?.constant === undefined
  ) {
    return { span: call.span, message: "The XML parser is asked to substitute entities (noent: true)." };
  }
  if (name === "libxml_disable_entity_loader" && call.args[0]?.constant?.value === false)
    return { span: call.span };
  if (
    (name === "loadXML" || name === "simplexml_load_string" || name === "load") &&
    call.argExprs.some((a) => hasFlag(a, "LIBXML_NOENT"))
  ) {
    return { span: call.span };
  }
  return undefined;
}

/** An lxml parser left at its default entity handling (models/python/lxml.ts types it). */
const LXML_RESOLVING_PARSER = "lxml.etree.ResolvingParser";
const LXML_PARSE = /^(fromstring|fromstringlist|XML|parse|iterparse)$/;

/** A document that is not a constant parsed by such a parser: its entities are resolved. */
function lxmlDefaultParse(call: CallEvent): Hit | undefined {
  if (!LXML_PARSE.test(call.key.name)) return undefined;
  const parser = call.keywords.get("parser") ?? call.args[1];
  if (parser?.type !== LXML_RESOLVING_PARSER || call.args[0]?.constant !== undefined) return undefined;
  return {
    span: call.span,
    message:
      "The document is parsed by an lxml XMLParser made without resolve_entities=False, which resolves its entities (before lxml 5.0 also external ones).",
    confidence: "low",
  };
}

export const xxe: SyntacticRule = {
  kind: "syntactic",
  id: "xxe",
  title: "XML external entity (XXE) processing",
  cwe: [611],
  owasp: "A05:2021-Security Misconfiguration",
  severity: "high",
  confidence: "medium",
  languages: ["java", "python", "javascript", "typescript", "php", "csharp"],
  trigger:
    /DocumentBuilder|SAXParser|XMLReader|XMLInputFactory|XMLParser|noent|libxml|LIBXML|XmlResolver|DtdProcessing|ProhibitDtd|XmlTextReader|XmlDocument/,
  message: "XML is parsed with external entities or DTDs enabled, which allows XXE attacks.",
  fix: {
    description:
      'Disable DTDs and external entities on the parser (Java: factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true); Python: use defusedxml; libxmljs: do not pass noent: true).',
  },
  onCall(call, ctx) {
    if (javaParse(call)) return { span: call.span };
    if (javaEnables(call))
      return {
        span: call.span,
        message: "The XML parser is explicitly set to allow DTDs or external entities.",
      };
    if (saxLoadsEntities(call))
      return { span: call.span, message: "The SAX parser is set to load external entities." };
    const dotnet = dotnetUnsafeParse(call);
    if (dotnet) return { span: call.span, message: dotnet };
    const legacy = dotnetDefaultResolver(call, ctx.source);
    if (legacy)
      return { span: call.span, message: legacy.message, confidence: "low", unproven: legacy.unproven };
    return entityParse(call) ?? lxmlDefaultParse(call);
  },
  onAssign(assign) {
    const message = dotnetUnsafeSetting(assign.property, assign.value);
    return message ? { span: assign.span, message } : undefined;
  },
  onObject(object) {
    for (const [key, v] of object.props) {
      const message = dotnetUnsafeSetting(key, v);
      if (message) return { span: object.span, message };
    }
    return undefined;
  },
};
