import type { LanguageTraits } from "../traits";

/** PHP functions that set the variables given at these positions (passed by reference). */
const OUT_PARAMS: Record<string, number[]> = {
  preg_match: [2],
  preg_match_all: [2],
  preg_replace: [4],
  preg_replace_callback: [4],
  str_replace: [3],
  str_ireplace: [3],
  exec: [1, 2],
  system: [1],
  passthru: [1],
  proc_open: [2],
  getimagesize: [1],
  fsockopen: [2, 3],
  stream_socket_client: [1, 2],
  openssl_sign: [1],
  openssl_seal: [1, 2],
  openssl_open: [1],
  openssl_public_encrypt: [1],
  openssl_private_encrypt: [1],
  openssl_public_decrypt: [1],
  openssl_private_decrypt: [1],
  similar_text: [2],
  sscanf: [2, 3, 4, 5, 6, 7],
  curl_multi_exec: [1],
};

export const phpTraits: LanguageTraits = {
  // `$conn->query()` is a variable's method whatever `$conn` is (set in an included file, say);
  // only a capitalised root names a class (`DB::raw()`).
  unknownRoot: "capitalised",
  undefinedNames: {
    scope: "top-level",
    // Predefined variables that are not request input (superglobals are sources of their own).
    builtins: new Set(["this", "GLOBALS", "argv", "argc", "http_response_header", "php_errormsg"]),
    // A name without a lower-case letter is a constant.
    conventional: /^[^a-z]*$/,
    sigil: "$",
    hiddenDefinitions: /\b(?:extract|compact|parse_str|import_request_variables)\s*\(|\$\$|\$\{/,
    outParams: OUT_PARAMS,
    setByIncluders: true,
  },
};
