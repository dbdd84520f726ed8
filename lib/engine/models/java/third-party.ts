import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/** Kryo builds any class an input names once registration is no longer required. */
const KRYO_OPEN = /setRegistrationRequired\(\s*false\s*\)/;

const FILE_UTILS = [
  "readFileToString",
  "readFileToByteArray",
  "readLines",
  "openInputStream",
  "openOutputStream",
  "writeStringToFile",
  "writeByteArrayToFile",
  "writeLines",
  "write",
  "copyFile",
  "copyDirectory",
  "copyInputStreamToFile",
  "moveFile",
  "moveDirectory",
  "deleteDirectory",
  "forceDelete",
  "deleteQuietly",
  "touch",
];

/**
 * Libraries applications add for HTTP, SSH, serialization, XML, files, processes and queries
 * (CodeQL's models-as-data for org.jsoup, com.jcraft.jsch, com.esotericsoftware.kryo,
 * com.caucho.hessian.io, com.caucho.burlap.io, com.esotericsoftware.yamlbeans,
 * com.cedarsoftware.util.io, org.dom4j, org.jdom2.xpath, org.apache.commons.io,
 * org.apache.commons.exec, org.jooq and com.mongodb), each at the argument that matters.
 */
export const javaThirdPartyModel: Partial<LanguageModel> = {
  sinks: [
    { calls: ["Jsoup#connect"], kind: "ssrf", args: [0], label: "an outbound request" },
    // `getSession(user, host, port)`: the host is where the connection goes.
    { calls: ["JSch#getSession"], kind: "ssrf", args: [1], label: "an outbound connection" },
    { calls: ["ChannelExec#setCommand"], kind: "command", args: [0], label: "a remote command" },
    {
      calls: on(["Kryo"], ["readClassAndObject", "readObject", "readObjectOrNull"]),
      kind: "deserialization",
      args: [0],
      when: (c) => KRYO_OPEN.test(c.file),
      label: "deserialization",
    },
    {
      calls: [
        "new HessianInput",
        "new Hessian2Input",
        "new BurlapInput",
        "new YamlReader",
        "JsonReader#jsonToJava",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      // dom4j's nodes and helper, and JDOM 2's XPath factory, compile their first argument.
      calls: [
        ...on(
          ["Node", "Document", "Element", "Branch"],
          ["selectNodes", "selectSingleNode", "selectObject", "valueOf", "numberValueOf"],
        ),
        ...on(["DocumentHelper"], ["createXPath", "selectNodes"]),
        "XPathFactory#compile",
      ],
      kind: "xpath",
      args: [0],
      label: "an XPath query",
    },
    { calls: FILE_UTILS.map((m) => `FileUtils#${m}`), kind: "path", args: [0], label: "a file path" },
    { calls: ["FileUtils#copyURLToFile"], kind: "ssrf", args: [0], label: "an outbound request" },
    {
      // commons-exec's, not picocli's CommandLine (whose `parse` takes the program's own arguments).
      calls: ["CommandLine#parse", "new CommandLine"],
      kind: "command",
      args: [0],
      when: (c) => /import\s+org\.apache\.commons\.exec\./.test(c.file),
      label: "a process",
    },
    {
      // jOOQ's plain SQL API: the text is the query; bind values follow it.
      calls: [
        ...on(
          ["DSLContext"],
          [
            "fetch",
            "fetchOne",
            "fetchOptional",
            "fetchSingle",
            "fetchLazy",
            "fetchStream",
            "fetchValue",
            "execute",
            "resultQuery",
            "query",
          ],
        ),
        ...on(["DSL"], ["condition", "field", "table", "sql", "query", "resultQuery"]),
      ],
      kind: "sql",
      args: [0],
      label: "a database query",
    },
    {
      // MongoDB: a `$where` text is JavaScript; a parsed document is a whole query.
      calls: ["Filters#where", "BasicDBObject#parse", "Document#parse", "new BasicQuery"],
      kind: "nosql",
      args: [0],
      label: "a database query",
    },
  ],
  sanitizers: [
    // What a file holds is the file's, not the input that named it (reported as a path).
    {
      calls: ["readFileToString", "readFileToByteArray", "readLines"].map((m) => `FileUtils#${m}`),
      kinds: "all",
    },
    { calls: ["Jsoup#clean"], kinds: ["xss"] },
  ],
  returnTypes: {
    "XPathFactory#instance": "XPathFactory",
    "DocumentHelper#parseText": "Document",
    "SAXReader#read": "Document",
    "LogFactory#getLog": "Log",
  },
  typeHints: { DSLContext: /^(dsl|dslContext|create|jooq)$/ },
};
