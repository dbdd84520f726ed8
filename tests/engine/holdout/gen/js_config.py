"""JavaScript building blocks for ciphers, digests, randomness and cookies."""

# (name, code, module members, expression)
PROVIDERS = [
    ("literal", "", "", '"$V"'),
    ("constant", "", '\nconst ALGORITHM = "$V";\n', "ALGORITHM"),
    ("local", 'const algorithm = "$V";', "", "algorithm"),
    ("env", 'const algorithm = process.env.APP_ALGORITHM || "$V";', "", "algorithm"),
    ("config", "", '\nconst CONFIG = { algorithm: "$V", legacyAlgorithm: "$D" };\n', "CONFIG.algorithm"),
    ("map", """const algorithms = new Map([
  ["legacy", "$D"],
  ["current", "$V"],
]);
const algorithm = algorithms.get("current");""", "", "algorithm"),
    ("ternary", """const rounds = 3;
const algorithm = rounds * 4 > 10 ? "$V" : "$D";""", "", "algorithm"),
    ("switch", """const profile = "modern";
let algorithm;
switch (profile) {
  case "legacy":
    algorithm = "$D";
    break;
  case "modern":
    algorithm = "$V";
    break;
  default:
    algorithm = "$D";
}""", "", "algorithm"),
    ("helper", "", """
function algorithmName() {
  return "$V";
}
""", "algorithmName()"),
    ("array", """const choices = ["$D", "$V"];
const algorithm = choices[1];""", "", "algorithm"),
    ("ifElse", """let algorithm = "$D";
const fipsMode = true;
if (fipsMode) {
  algorithm = "$V";
}""", "", "algorithm"),
    ("concat", 'const algorithm = "$V1" + "$V2";', "", "algorithm"),
]

WEAK_CIPHERS = ["des-cbc", "aes-128-ecb", "rc4", "des-ede3", "bf-cbc"]
STRONG_CIPHERS = ["aes-256-gcm", "aes-256-cbc", "aes-128-gcm", "chacha20-poly1305", "aes-256-ctr"]
WEAK_DIGESTS = ["md5", "sha1", "md4", "sha1"]
STRONG_DIGESTS = ["sha256", "sha512", "sha3-256", "sha384"]

CIPHER_SINK = """const note = String(req.body.note || "");
const cipher = crypto.createCipheriv($A, KEY, crypto.randomBytes(IV_BYTES));
const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
res.json({ sealed: sealed.toString("base64") });"""
CIPHER_MEMBERS = '\nconst KEY = Buffer.from(process.env.APP_KEY || "", "hex");\nconst IV_BYTES = 16;\n'
DIGEST_SINKS = [
    """const password = String(req.body.password || "");
const hashed = crypto.createHash($A).update(SALT + password).digest("hex");
req.session.pwHash = hashed;
res.json({ stored: true });""",
    """const doc = String(req.query.doc || "");
const etag = crypto.createHash($A).update(doc, "utf8").digest("base64");
res.set("ETag", etag).json({ ok: true });""",
]
DIGEST_MEMBERS = ['\nconst SALT = "c2FsdC12YWx1ZQ";\n', ""]
CRYPTO_EXTRA = [
    (True, """const note = String(req.body.note || "");
const cipher = crypto.createCipher("aes-256-cbc", process.env.APP_SECRET);
res.json({ sealed: cipher.update(note, "utf8", "hex") + cipher.final("hex") });""", ""),
    (False, """const note = String(req.body.note || "");
const key = crypto.randomBytes(32);
const iv = crypto.randomBytes(12);
const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
res.json({ sealed: sealed.toString("hex"), tag: cipher.getAuthTag().toString("hex") });""", ""),
]
HASH_EXTRA = [
    (True, """const email = String(req.query.email || "");
res.json({ avatar: md5(email.trim().toLowerCase()) });""", ""),
    (False, """const payload = String(req.body.payload || "");
const signature = crypto.createHmac("sha256", process.env.SIGNING_KEY).update(payload).digest("hex");
res.json({ signature });""", ""),
]

RANDOMS = [
    (True, "const token = Math.random().toString(36).slice(2);", ""),
    (True, "const token = String(Math.floor(Math.random() * 900000) + 100000);", ""),
    (True, "const token = issueToken();", """
function issueToken() {
  let out = "";
  for (let i = 0; i < 32; i++) {
    out += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  }
  return out;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
"""),
    (True, "const token = (Date.now() * Math.random()).toString(16).replace(\".\", \"\");", ""),
    (True, """const random = Math.random;
const token = random().toString(16).substring(2, 14);""", ""),
    (True, "const token = Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 8)).join(\"\");", ""),
    (False, 'const token = crypto.randomBytes(16).toString("hex");', ""),
    (False, "const token = crypto.randomUUID();", ""),
    (False, "const token = String(crypto.randomInt(100000, 1000000));", ""),
    (False, 'const token = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex");', ""),
    (False, "const token = nanoid(32);", ""),
    (False, "const token = uuidv4();", ""),
    (False, "const token = issueToken();", """
function issueToken() {
  return crypto.randomBytes(24).toString("base64url");
}
"""),
]
TOKEN_USES = [
    """req.session.csrfToken = token;
res.json({ csrf: token });""",
    """const user = String(req.body.user || "");
RESET_TOKENS.set(token, user);
res.json({ sent: true });""",
]
TOKEN_MEMBERS = ["", "\nconst RESET_TOKENS = new Map();\n"]

# (vulnerable, code, members); $V is the cookie value.
COOKIES = [
    (True, 'res.cookie("prefs", $V, { httpOnly: true, sameSite: "lax" });\nres.json({ saved: true });', ""),
    (True, 'res.cookie("prefs", $V, { secure: false, httpOnly: true });\nres.json({ saved: true });', ""),
    (True, 'res.cookie("sessionHint", $V, COOKIE_OPTIONS);\nres.json({ saved: true });',
     '\nconst COOKIE_OPTIONS = { httpOnly: true, secure: false, maxAge: 3600000 };\n'),
    (True, """const options = { httpOnly: true };
options.maxAge = 86400000;
res.cookie("lang", $V, options);
res.json({ saved: true });""", ""),
    (True, 'res.setHeader("Set-Cookie", `prefs=${$V}; Path=/; HttpOnly`);\nres.json({ saved: true });', ""),
    (True, """const secureFlag = false;
res.cookie("cart", $V, { secure: secureFlag, httpOnly: true });
res.json({ saved: true });""", ""),
    (False, 'res.cookie("prefs", $V, { secure: true, httpOnly: true, sameSite: "lax" });\nres.json({ saved: true });', ""),
    (False, 'res.cookie("sessionHint", $V, COOKIE_OPTIONS);\nres.json({ saved: true });',
     '\nconst COOKIE_OPTIONS = { httpOnly: true, secure: true, maxAge: 3600000 };\n'),
    (False, """const options = { httpOnly: true };
options.secure = true;
res.cookie("lang", $V, options);
res.json({ saved: true });""", ""),
    (False, 'res.setHeader("Set-Cookie", `prefs=${$V}; Path=/; Secure; HttpOnly`);\nres.json({ saved: true });', ""),
    (False, """const secureFlag = true;
res.cookie("cart", $V, { secure: secureFlag, httpOnly: true });
res.json({ saved: true });""", ""),
    (False, 'res.cookie("theme", $V, { ...BASE_COOKIE, secure: true });\nres.json({ saved: true });',
     '\nconst BASE_COOKIE = { httpOnly: true, sameSite: "strict" };\n'),
]
COOKIE_VALUES = ['String(req.query.theme || "light")', "String(Date.now())", 'req.get("X-Region") || "eu"']
