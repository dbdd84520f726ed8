import type { CallFacts, LanguageModel } from "../types";

/** File, Dir and IO share these class methods (File inherits IO's); Pathname and PStore take paths too. */
const FILE_CLASSES = ["File", "Dir", "IO", "Pathname", "PStore"];
const FILE_METHODS = [
  "open",
  "new",
  "read",
  "write",
  "readlines",
  "foreach",
  "binread",
  "binwrite",
  "sysopen",
  "delete",
  "unlink",
  "rmdir",
  "mkdir",
  "rename",
  "symlink",
  "link",
  "truncate",
  "chmod",
  "lchmod",
  "chown",
  "lchown",
  "chdir",
  "chroot",
  "entries",
  "children",
  "each_child",
  "glob",
  "copy_stream",
];
/** Net::FTP calls that name a remote or local file. */
const FTP_FILE_METHODS = [
  "get",
  "getbinaryfile",
  "gettextfile",
  "put",
  "putbinaryfile",
  "puttextfile",
  "delete",
  "rename",
  "chdir",
  "mkdir",
  "rmdir",
  "storlines",
  "storbinary",
  "retrlines",
  "retrbinary",
  "sendcmd",
];

/** A regular expression literal from `\A` to `\z`: Ruby's `^` and `$` match at any line. */
const ANCHORED_PATTERN = /^(\/|%r.)\\A[\s\S]*\\z(\/|.)[a-z]*$/;

/** `open("|cmd")` and `IO.read("|cmd")` run a command instead of opening a file. */
const pipe = (c: CallFacts) => (c.arg(0)?.prefix ?? String(c.arg(0)?.constant ?? "")).startsWith("|");

/**
 * A name that input begins (no text of the program's before it) can itself be `|cmd`: Kernel#open
 * and IO.read then run it (CodeQL's rb/kernel-open, the class of the mechanize, RDoc and
 * MiniMagick advisories). One written after a folder (`"uploads/#{name}"`) cannot.
 */
const runsIfPiped = (c: CallFacts) => pipe(c) || (!c.arg(0)?.prefix && c.arg(0)?.constant === undefined);

/** Ruby's core and standard library: files, HTTP clients, evaluation, deserialization. */
export const rubyCoreModel: Partial<LanguageModel> = {
  sources: [
    { calls: ["ENV#fetch"], members: ["ENV"], label: "the environment", local: true },
    { calls: ["gets", "STDIN#gets", "$stdin#gets"], label: "the terminal", local: true },
    { members: ["ARGV"], label: "the command line", local: true },
  ],
  sinks: [
    {
      calls: ["open", "Kernel#open"],
      kind: "path",
      args: [0],
      when: (c) => !pipe(c),
      label: "a file path",
    },
    {
      // `open("|cmd")` runs the command after the pipe.
      calls: ["open", "Kernel#open", "IO#read", "IO#readlines", "IO#foreach"],
      kind: "command",
      args: [0],
      when: runsIfPiped,
      label: "a shell command",
    },
    {
      calls: [
        ...FILE_CLASSES.flatMap((c) => FILE_METHODS.map((m) => `${c}#${m}`)),
        "FileUtils#rm",
        "FileUtils#rm_f",
        "FileUtils#rm_r",
        "FileUtils#rm_rf",
        "FileUtils#remove",
        "FileUtils#cp",
        "FileUtils#cp_r",
        "FileUtils#mv",
        "FileUtils#mkdir_p",
        "FileUtils#touch",
        "FileUtils#chmod",
        "FileUtils#ln_s",
        "Pathname#new",
        "PStore#new",
        // A YAML file read by name; `load` runs the Ruby file it names.
        "YAML#load_file",
        "YAML#safe_load_file",
        "YAML#unsafe_load_file",
        "YAML#parse_file",
        "Psych#load_file",
        "Psych#parse_file",
        "Kernel#load",
        "load",
        ...FTP_FILE_METHODS.map((m) => `Net::FTP#${m}`),
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      calls: [
        "Net::HTTP#get",
        "Net::HTTP#get_response",
        "Net::HTTP#post",
        "Net::HTTP#post_form",
        "Net::HTTP#new",
        "Net::HTTP#start",
        "URI#open",
        "HTTParty#get",
        "HTTParty#post",
        "RestClient#get",
        "RestClient#post",
        "Faraday#get",
        "Faraday#new",
        "Excon#get",
        "Net::FTP#new",
        "Net::FTP#open",
        "Net::FTP#connect",
        "Net::HTTP::Get#new",
        "Net::HTTP::Post#new",
        "Net::HTTP::Put#new",
        "Net::HTTP::Delete#new",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outgoing request",
    },
    {
      calls: [
        "eval",
        "instance_eval",
        "class_eval",
        "module_eval",
        "*#instance_eval",
        "*#class_eval",
        "*#module_eval",
        "*#class_exec",
        "RubyVM::InstructionSequence#compile",
        "Kernel#eval",
      ],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    {
      calls: ["*#constantize", "*#safe_constantize", "*#to_proc"],
      kind: "code",
      args: ["receiver"],
      label: "a class chosen by name",
    },
    {
      // A template is Ruby code: `<%= %>` in a template text runs when it is rendered.
      calls: ["ERB#new", "Erubi::Engine#new", "Erubis::Eruby#new", "Haml::Engine#new"],
      kind: "code",
      args: [0],
      label: "a template's code",
    },
    {
      calls: [
        "*#send",
        "*#__send__",
        "*#public_send",
        "*#try",
        "*#try!",
        "*#method",
        "*#public_method",
        "*#instance_variable_get",
        "*#instance_variable_set",
        "*#const_get",
        "*#qualified_const_get",
        "const_get",
        "send",
        "public_send",
        "method",
      ],
      kind: "code",
      args: [0],
      label: "a method chosen by name",
    },
    {
      calls: [
        "Marshal#load",
        "Marshal#restore",
        "YAML#load",
        "YAML#unsafe_load",
        "Psych#load",
        "Psych#unsafe_load",
        "YAML#load_documents",
        "Oj#object_load",
        "CSV#load",
        // JSON.load makes objects of the classes a `json_class` key names (create_additions).
        "JSON#load",
        "JSON#restore",
        "JSON#unsafe_load",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      // Oj's default mode makes objects of any class; given options, the caller chose the mode.
      calls: ["Oj#load"],
      kind: "deserialization",
      args: [0],
      when: (c) => c.argCount < 2 && (c.keyword("mode")?.constant ?? "object") === "object",
      label: "deserialization",
    },
    {
      calls: ["JSON#parse", "JSON#parse!"],
      kind: "deserialization",
      args: [0],
      when: (c) => c.keyword("create_additions")?.constant === true,
      label: "deserialization",
    },
  ],
  sanitizers: [
    { calls: ["Integer", "Float", "*#to_i", "*#to_f"], kinds: "all" },
    // What a file holds is the file's, not the input that named it (reported as a path).
    { calls: ["File#read", "File#binread", "File#readlines", "IO#read", "IO#readlines"], kinds: "all" },
    // A digest in hex holds only 0-9 and a-f, whatever text it was made of.
    {
      calls: [
        "Digest::MD5#hexdigest",
        "Digest::SHA1#hexdigest",
        "Digest::SHA256#hexdigest",
        "Digest::SHA384#hexdigest",
        "Digest::SHA512#hexdigest",
        "OpenSSL::HMAC#hexdigest",
      ],
      kinds: "all",
    },
    { calls: ["Shellwords#escape", "Shellwords#shellescape", "*#shellescape"], kinds: ["command"] },
    { calls: ["File#basename"], kinds: ["path"] },
    // A path with its `..` steps resolved (ruby-doc.org File.expand_path): a prefix check confines it.
    {
      calls: [
        "File#expand_path",
        "File#realpath",
        "File#absolute_path",
        "Pathname#cleanpath",
        "Pathname#realpath",
      ],
      kinds: [],
      marks: ["normalized"],
    },
    { calls: ["Mysql2::Client#escape", "PG::Connection#escape_string"], kinds: ["sql"], marks: ["quoted"] },
    { calls: ["PG::Connection#escape_literal", "PG::Connection#escape_identifier"], kinds: ["sql"] },
    // A QR code's drawing (an MFA setup page's) encodes its text as modules: none of it is markup.
    {
      calls: ["RQRCode::QRCode#as_svg", "RQRCode::QRCode#as_html", "RQRCode::QRCode#as_png"],
      kinds: ["xss"],
    },
  ],
  // `ALLOWED.include?(x)` confines x to a list the code chose.
  guards: [
    { calls: ["*#include?", "*#member?", "*#key?", "*#has_key?"], subject: "arg0", kinds: "all" },
    // `x =~ /\A[a-z]+\z/`, `x.match?(RE)`, `RE.match?(x)`: a pattern anchored at both ends of the text.
    ...(["receiver", "arg0"] as const).map((subject) => ({
      calls: ["*#=~", "*#match?", "*#match"],
      subject,
      kinds: "all" as const,
      anchored: ANCHORED_PATTERN,
    })),
    { calls: ["Integer", "Float"], subject: "arg0", kinds: "all", fails: "throws" },
    // `return if name.include?("..")`: a name without a parent step stays below the folder it is
    // joined to (CodeQL's tainted-path guards count such a check, for JavaScript's `indexOf("..")`).
    { calls: ["*#include?"], subject: "receiver", kinds: ["path"], negated: true, anchored: /^\.\.$/ },
    { calls: ["*#start_with?"], subject: "receiver", kinds: ["ssrf", "redirect"], prefix: "arg0" },
    { calls: ["*#start_with?"], subject: "receiver", kinds: ["path"], requires: "normalized" },
  ],
  // Blocks of Enumerable, Array and Hash (ruby-doc.org Enumerable): the block is the call's last
  // argument and receives each element; `map` gives what it returns, `select` and `each` the receiver's.
  callbacks: [
    {
      calls: ["map", "collect", "flat_map", "collect_concat", "filter_map"].map((m) => `*#${m}`),
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "list",
    },
    {
      calls: [
        "each",
        "each_with_index",
        "each_value",
        "reverse_each",
        "select",
        "filter",
        "reject",
        "find",
        "detect",
        "find_all",
        "sort_by",
        "min_by",
        "max_by",
        "group_by",
        "partition",
        "take_while",
        "drop_while",
        "uniq",
      ].map((m) => `*#${m}`),
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "source",
    },
    {
      calls: ["*#any?", "*#all?", "*#none?", "*#count"],
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "none",
    },
    { calls: ["*#then", "*#yield_self"], fn: 0, over: "receiver", applies: "whole", result: "return" },
    { calls: ["*#tap"], fn: 0, over: "receiver", applies: "whole", result: "source" },
  ],
  returnTypes: {
    "Net::FTP#new": "Net::FTP",
    "RQRCode::QRCode#new": "RQRCode::QRCode",
    "Net::FTP#open": "Net::FTP",
    "PG#connect": "PG::Connection",
    "PG::Connection#new": "PG::Connection",
    "PG::Connection#open": "PG::Connection",
    "Mysql2::Client#new": "Mysql2::Client",
    "SQLite3::Database#new": "SQLite3::Database",
  },
  typeHints: {
    "PG::Connection": /^(con|conn|connection|pg|pg_conn)$/,
    "Mysql2::Client": /^(mysql|mysql_client)$/,
  },
  cleanMethods: [
    "length",
    "size",
    "count",
    "empty?",
    "nil?",
    "present?",
    "blank?",
    "include?",
    "start_with?",
    "end_with?",
    "==",
  ],
};
