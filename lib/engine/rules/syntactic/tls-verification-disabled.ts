import type { Val } from "../../dataflow/values";
import type { AssignEvent, CallEvent, ClassEvent, Hit, HookContext, Stmt, SyntacticRule } from "../types";
import { subjectNameTrust } from "./support/subject-name";

function onlyReturnsTrue(body: Stmt[]): boolean {
  return (
    body.length === 1 &&
    body[0]?.kind === "return" &&
    body[0].value?.kind === "lit" &&
    body[0].value.value === true
  );
}

/** Certificate validation callbacks (.NET) that accept every certificate. */
const VALIDATION_CALLBACKS = new Set([
  "ServerCertificateValidationCallback",
  "ServerCertificateCustomValidationCallback",
  "RemoteCertificateValidationCallback",
]);

/** Python's `ssl.CERT_NONE`, or urllib3's name for it (`cert_reqs="NONE"`): no certificate is checked. */
function pythonCertNone(v: Val | undefined): boolean {
  const value = v?.constant?.value;
  return value === "ssl.CERT_NONE" || value === "NONE" || value === "CERT_NONE";
}

/**
 * `context.verify_mode = ssl.CERT_NONE`, and `ssl._create_default_https_context =
 * ssl._create_unverified_context`, which turns validation off for every later HTTPS request.
 */
function pythonUnverified(assign: AssignEvent, source: string): boolean {
  if (assign.property === "verify_mode") return pythonCertNone(assign.value);
  return (
    assign.property === "_create_default_https_context" &&
    source.slice(assign.span.start, assign.span.end).includes("_create_unverified_context")
  );
}

function acceptsAnyCertificate(v: Val | undefined): boolean {
  if (v?.fn) return onlyReturnsTrue(v.fn.body);
  return v?.constant?.value === "HttpClientHandler.DangerousAcceptAnyServerCertificateValidator";
}

/** Ruby's `verify_mode: OpenSSL::SSL::VERIFY_NONE` and `verify_ssl: false` style settings. */
function rubyVerifyOff(key: string, v: Val | undefined): boolean {
  const value = v?.constant?.value;
  if (value === "OpenSSL::SSL::VERIFY_NONE") return /verify/.test(key);
  return value === false && /^(verify|ssl_verify|verify_ssl|verify_peer|ssl_verify_peer)$/.test(key);
}

/** Rails' `config.force_ssl = false` and `config.ssl_options = { hsts: false }`: HTTPS is no longer enforced. */
function railsSslOff(property: string, v: Val, span: Hit["span"]): Hit | undefined {
  if (property === "force_ssl" && v.constant?.value === false)
    return { span, message: "force_ssl = false lets the application be served over plain HTTP." };
  if (property === "ssl_options" && v.keys?.get("hsts")?.constant?.value === false)
    return { span, message: "hsts: false lets browsers be downgraded to plain HTTP." };
  if (property === "ssl_options" && v.keys?.get("hsts")?.keys?.get("subdomains")?.constant?.value === false)
    return { span, message: "HSTS without subdomains lets browsers reach subdomains over plain HTTP." };
  return undefined;
}

/** PHP stream context and cURL option arrays: `'verify_peer' => false`, `CURLOPT_SSL_VERIFYPEER => 0`. */
function phpVerifyOff(key: string, v: Val | undefined): boolean {
  const c = v?.constant?.value;
  if (key === "allow_self_signed") return c === true;
  return (
    /^(verify_peer|verify_peer_name|CURLOPT_SSL_VERIFYPEER|CURLOPT_SSL_VERIFYHOST)$/.test(key) &&
    (c === false || c === 0)
  );
}

function trustsEverything(cls: ClassEvent): Hit[] {
  const hits: Hit[] = [];
  const isTrustManager = cls.supers.some((s) => /TrustManager$/.test(s));
  const isVerifier = cls.supers.includes("HostnameVerifier");
  // A check that never throws accepts every certificate.
  const accepts = (m: ClassEvent["methods"][number]) =>
    !m.body.some((s) => s.kind === "throw" || s.kind === "if" || s.kind === "expr");
  const trustsAllServers =
    isTrustManager && cls.methods.some((m) => m.name === "checkServerTrusted" && accepts(m));
  for (const m of cls.methods) {
    if (trustsAllServers && m.name === "checkServerTrusted" && accepts(m)) {
      hits.push({ span: m.span, message: "This TrustManager accepts every server certificate." });
    }
    // A client-side manager never has checkClientTrusted called; one that trusts every server is
    // a trust-all manager, and used by a server it accepts every client too.
    if (trustsAllServers && m.name === "checkClientTrusted" && accepts(m)) {
      hits.push({ span: m.span, message: "This TrustManager accepts every client certificate." });
    }
    if (isVerifier && m.name === "verify" && onlyReturnsTrue(m.body)) {
      hits.push({ span: m.span, message: "This HostnameVerifier accepts every host name." });
    }
  }
  return hits;
}

/** Python's requests and httpx called with `verify=False`. */
function requestWithoutVerify(call: CallEvent): boolean {
  const { name, receiverType } = call.key;
  if (call.keywords.get("verify")?.constant?.value !== false) return false;
  return (
    receiverType === "requests" ||
    receiverType === "httpx" ||
    name === "request" ||
    /^(get|post|put|patch|delete|head|Session|Client|AsyncClient)$/.test(name)
  );
}

/** A Java HostnameVerifier that accepts every host name. */
function hostnameVerifierHit(call: CallEvent): Hit | undefined {
  const { name } = call.key;
  if (name !== "setHostnameVerifier" && name !== "setDefaultHostnameVerifier") return undefined;
  const arg = call.argExprs[0];
  if (arg?.kind === "func" && onlyReturnsTrue(arg.fn.body))
    return { span: call.span, message: "The HostnameVerifier accepts every host name." };
  if (arg?.kind === "member" && arg.property === "ALLOW_ALL_HOSTNAME_VERIFIER") return { span: call.span };
  return undefined;
}

/** curl's `CURLOPT_SSL_VERIFYPEER`/`VERIFYHOST` set to false or 0. */
function curlHit(call: CallEvent): Hit | undefined {
  const { name } = call.key;
  if (name !== "curl_setopt" && name !== "curl_easy_setopt") return undefined;
  const opt = call.argExprs[1];
  const optName = opt?.kind === "name" ? opt.name : opt?.kind === "member" ? opt.property : "";
  const value = call.args[2]?.constant?.value;
  if (/CURLOPT_SSL_VERIFY(PEER|HOST)/.test(optName) && (value === false || value === 0))
    return { span: call.span };
  return undefined;
}

function rubyKeywordHit(call: CallEvent, ctx: HookContext): Hit | undefined {
  for (const [key, v] of call.keywords)
    if (ctx.language === "ruby" && rubyVerifyOff(key, v))
      return { span: call.span, message: `${key} turns certificate validation off.` };
  return undefined;
}

/** OpenSSL's `SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, …)`. */
function opensslHit(call: CallEvent): Hit | undefined {
  const { name } = call.key;
  if (name !== "SSL_CTX_set_verify" && name !== "SSL_set_verify") return undefined;
  const mode = call.argExprs[1];
  return mode?.kind === "name" && mode.name === "SSL_VERIFY_NONE" ? { span: call.span } : undefined;
}

export const tlsVerificationDisabled: SyntacticRule = {
  kind: "syntactic",
  id: "tls-verification-disabled",
  title: "TLS certificate validation disabled",
  cwe: [295],
  owasp: "A07:2021-Identification and Authentication Failures",
  severity: "high",
  confidence: "high",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby", "c", "cpp"],
  trigger:
    /verify|CERT_NONE|cert_reqs|Verifier|TrustManager|checkServerTrusted|rejectUnauthorized|InsecureSkipVerify|NODE_TLS|unverified|check_hostname|curl_|SSL_|ValidationCallback|DangerousAccept|force_ssl|ssl_options|IssuerNameRegistry|X509CertificateValidator|X509NTAuthChainTrustValidator/,
  message: "TLS certificate or host name validation is disabled, so connections can be intercepted.",
  fix: {
    description:
      "Keep certificate validation on; to trust a private CA, add its certificate to the trust store instead.",
  },
  onCall(call, ctx) {
    const { name, receiverType } = call.key;
    if (requestWithoutVerify(call))
      return { span: call.span, message: "The request is sent with verify=False." };
    if (name === "_create_unverified_context" && receiverType === "ssl") return { span: call.span };
    // `wrap_socket(...)`, urllib3's pools and managers: `cert_reqs=ssl.CERT_NONE`.
    if (ctx.language === "python" && pythonCertNone(call.keywords.get("cert_reqs")))
      return { span: call.span, message: "cert_reqs=CERT_NONE accepts any certificate." };
    return hostnameVerifierHit(call) ?? curlHit(call) ?? rubyKeywordHit(call, ctx) ?? opensslHit(call);
  },
  onObject(object, ctx) {
    const reject = object.props.get("rejectUnauthorized");
    if (reject?.constant?.value === false)
      return { span: object.span, message: "rejectUnauthorized: false disables certificate validation." };
    const skip = object.props.get("InsecureSkipVerify");
    if (skip?.constant?.value === true)
      return { span: object.span, message: "InsecureSkipVerify: true disables certificate validation." };
    for (const [key, v] of object.props) {
      if (VALIDATION_CALLBACKS.has(key) && acceptsAnyCertificate(v))
        return { span: object.span, message: `${key} accepts every certificate.` };
      if (ctx.language === "php" && phpVerifyOff(key, v))
        return { span: object.span, message: `${key} turns certificate validation off.` };
      if (ctx.language === "ruby" && rubyVerifyOff(key, v))
        return { span: object.span, message: `${key} turns certificate validation off.` };
    }
    return undefined;
  },
  onAssign(assign, ctx) {
    if (assign.property === "NODE_TLS_REJECT_UNAUTHORIZED" && String(assign.value.constant?.value) === "0")
      return { span: assign.span };
    if (
      (assign.property === "check_hostname" || assign.property === "InsecureSkipVerify") &&
      assign.value.constant?.value === (assign.property === "InsecureSkipVerify") &&
      !ownSettings(assign.objectType, ctx.language)
    ) {
      return { span: assign.span };
    }
    if (VALIDATION_CALLBACKS.has(assign.property) && acceptsAnyCertificate(assign.value))
      return { span: assign.span };
    if (ctx.language === "python" && pythonUnverified(assign, ctx.source)) return { span: assign.span };
    if (ctx.language === "ruby" && rubyVerifyOff(assign.property, assign.value)) return { span: assign.span };
    if (ctx.language === "ruby") return railsSslOff(assign.property, assign.value, assign.span);
    return undefined;
  },
  onClass: (cls) => [...trustsEverything(cls), ...subjectNameTrust(cls)],
};

/**
 * A Go program's own settings type with a field of that name (`h.TLS.InsecureSkipVerify = true`
 * on a `TLSConfig` the program defines): the option a user asked for, not yet a `tls.Config`.
 * What it is copied into is the connection's setting, and that is reported where it is a constant.
 */
function ownSettings(objectType: string | undefined, language: string): boolean {
  return language === "go" && objectType !== undefined && !/(^|\.)Config$/.test(objectType);
}
