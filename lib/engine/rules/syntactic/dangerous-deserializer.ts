import type { Val } from "../../dataflow/values";
import { type ClassEvent, callIds, type Hit, type SyntacticRule } from "../types";

/**
 * .NET serializers that instantiate whatever type the data names. Microsoft's guidance is that they
 * cannot be made safe for data an attacker may touch (BinaryFormatter is removed in .NET 9), so
 * creating one is the weakness, whatever is read later.
 */
const TYPE_NAMING_SERIALIZERS = new Set([
  "new BinaryFormatter",
  "new SoapFormatter",
  "new LosFormatter",
  "new NetDataContractSerializer",
  "new ObjectStateFormatter",
  // FsPickler's serializers write and read the .NET type of every object.
  "FsPickler#CreateJsonSerializer",
  "FsPickler#CreateXmlSerializer",
  "FsPickler#CreateBinarySerializer",
  "FsPickler#CreateBsonSerializer",
]);

/** A serializer setting that lets the data name the type to create. */
function unsafeSetting(property: string, value: Val | undefined): string | undefined {
  const v = value?.constant?.value;
  if (
    property === "TypeNameHandling" &&
    typeof v === "string" &&
    /^TypeNameHandling\.(All|Auto|Objects|Arrays)$/.test(v)
  )
    return `${v} lets the JSON name the .NET type to create.`;
  if (property === "TypeFilterLevel" && v === "TypeFilterLevel.Full")
    return "TypeFilterLevel.Full lets a remoting client send any serializable type.";
  return undefined;
}

/** Plain values: primitives, their boxes and strings. */
const RMI_PLAIN =
  /^(?:final\s+)?(?:int|long|short|byte|char|boolean|float|double|String|Integer|Long|Short|Byte|Character|Boolean|Float|Double)$/;

/**
 * A remote interface's method whose parameter is an object: the RMI server deserializes whatever
 * class the caller sends in its place, before the declared type is checked.
 */
function remoteObjectParameters(cls: ClassEvent): Hit[] {
  if (!cls.supers.includes("Remote")) return [];
  return cls.methods
    .filter((m) => m.params.some((p) => p.type && !RMI_PLAIN.test(p.type.trim())))
    .map((m) => ({
      span: m.span,
      message: `Remote method ${m.name}() takes an object: the RMI server deserializes whatever class a caller sends.`,
    }));
}

/** Rails cache stores that write entries with Marshal unless given another serializer or coder. */
const MARSHAL_CACHE_STORES = /^(mem_cache_store|redis_cache_store)$/;

/** `config.cache_store = :mem_cache_store, servers, { … }` without a `serializer:` or `coder:`. */
function marshalCacheStore(property: string, value: Val): string | undefined {
  if (property !== "cache_store") return undefined;
  const parts = value.items ?? [value];
  const store = parts[0]?.constant?.value;
  if (typeof store !== "string" || !MARSHAL_CACHE_STORES.test(store)) return undefined;
  if (parts.some((p) => p.keys?.has("serializer") || p.keys?.has("coder"))) return undefined;
  return `The ${store} cache reads entries back with Marshal, so whoever can write to the cache can run code.`;
}

/** Active Record's `use_yaml_unsafe_load = true`: serialized columns are read with YAML.unsafe_load. */
function yamlUnsafeLoadSetting(property: string, value: Val): string | undefined {
  return property === "use_yaml_unsafe_load" && value.constant?.value === true
    ? "use_yaml_unsafe_load = true reads serialized columns with YAML.unsafe_load, which builds any Ruby object."
    : undefined;
}

export const dangerousDeserializer: SyntacticRule = {
  kind: "syntactic",
  id: "dangerous-deserializer",
  title: "Deserializer that creates types named by the data",
  cwe: [502],
  owasp: "A08:2021-Software and Data Integrity Failures",
  severity: "high",
  confidence: "medium",
  languages: ["csharp", "java", "ruby"],
  trigger:
    /Formatter|NetDataContractSerializer|TypeNameHandling|TypeFilterLevel|SimpleTypeResolver|FsPickler|Remote|cache_store|unsafe_load/,
  message:
    "A deserializer is used that creates whatever type the data names, which lets crafted data run code.",
  fix: {
    description:
      "Use a serializer bound to known types (System.Text.Json, DataContractSerializer, Json.NET with TypeNameHandling.None, a JSON coder for Rails caches); if type names are needed, restrict them with a SerializationBinder allow-list.",
  },
  onCall(call) {
    // `serialize :prefs, coder: YAML, yaml: { unsafe_load: true }` reads the column with YAML.unsafe_load.
    if (
      call.key.name === "serialize" &&
      call.keywords.get("yaml")?.keys?.get("unsafe_load")?.constant?.value === true
    )
      return {
        span: call.span,
        message: "The column is read back with YAML.unsafe_load, which builds any Ruby object.",
      };
    if (callIds(call.key).some((id) => TYPE_NAMING_SERIALIZERS.has(id)))
      return {
        span: call.span,
        message: `${call.key.receiverType === "new" ? call.key.name : call.path} creates whatever type the data names and cannot be made safe.`,
      };
    if (
      call.key.receiverType === "new" &&
      call.key.name === "JavaScriptSerializer" &&
      call.args[0]?.type === "SimpleTypeResolver"
    )
      return {
        span: call.span,
        message: "JavaScriptSerializer with a SimpleTypeResolver creates the types the JSON names.",
      };
    return undefined;
  },
  // `settings.TypeNameHandling = TypeNameHandling.All` or `new JsonSerializerSettings { TypeNameHandling = … }`.
  onAssign(assign) {
    const message =
      unsafeSetting(assign.property, assign.value) ??
      marshalCacheStore(assign.property, assign.value) ??
      yamlUnsafeLoadSetting(assign.property, assign.value);
    return message ? { span: assign.span, message } : undefined;
  },
  onClass(cls) {
    return remoteObjectParameters(cls);
  },
  onObject(object) {
    for (const [key, v] of object.props) {
      const message = unsafeSetting(key, v);
      if (message) return { span: object.span, message };
    }
    return undefined;
  },
};
