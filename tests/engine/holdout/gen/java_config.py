"""Java building blocks for the configuration categories: ciphers, digests, randomness, cookies.

An algorithm reaches its use through a "provider" (a literal, a field, a property default, a map,
a constant branch...); the decoy $D sits in the slot that is never taken.
"""

# (name, code, members); $A is the expression the sink uses, $V the real value, $D the decoy.
PROVIDERS = [
    ("literal", "", "", '"$V"'),
    ("field", "", '    private static final String ALGORITHM = "$V";\n', "ALGORITHM"),
    ("local", 'String algorithm = "$V";', "", "algorithm"),
    ("sysprop", 'String algorithm = System.getProperty("app.crypto.algorithm", "$V");', "", "algorithm"),
    ("properties", """Properties props = new Properties();
try (InputStream in = getClass().getClassLoader().getResourceAsStream("crypto.properties")) {
    if (in != null) {
        props.load(in);
    }
}
String algorithm = props.getProperty("crypto.algorithm", "$V");""", "", "algorithm"),
    ("map", """Map<String, String> algorithms = new HashMap<>();
algorithms.put("legacy", "$D");
algorithms.put("current", "$V");
String algorithm = algorithms.get("current");""", "", "algorithm"),
    ("ternary", """int rounds = 3;
String algorithm = rounds * 4 > 10 ? "$V" : "$D";""", "", "algorithm"),
    ("switch", """String profile = "modern";
String algorithm;
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
    private static String algorithm() {
        return "$V";
    }
""", "algorithm()"),
    ("array", """String[] choices = { "$D", "$V" };
String algorithm = choices[1];""", "", "algorithm"),
    ("ifElse", """String algorithm = "$D";
boolean fipsMode = true;
if (fipsMode) {
    algorithm = "$V";
}""", "", "algorithm"),
    ("concat", 'String algorithm = "$V1" + "$V2";', "", "algorithm"),
]

WEAK_CIPHERS = ["DES/CBC/PKCS5Padding", "DES/ECB/PKCS5Padding", "AES/ECB/PKCS5Padding", "RC4",
                "DESede/ECB/PKCS5Padding", "RC2/CBC/PKCS5Padding"]
STRONG_CIPHERS = ["AES/GCM/NoPadding", "AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES/CBC/NoPadding"]
WEAK_DIGESTS = ["MD5", "SHA-1", "SHA1", "MD2"]
STRONG_DIGESTS = ["SHA-256", "SHA-512", "SHA3-256", "SHA-384"]

CIPHER_SINKS = [
    """String note = request.getParameter("note");
if (note == null) note = "";
try {
    KeyGenerator keyGen = KeyGenerator.getInstance(($A).split("/")[0]);
    SecretKey key = keyGen.generateKey();
    Cipher cipher = Cipher.getInstance($A);
    cipher.init(Cipher.ENCRYPT_MODE, key);
    byte[] sealed = cipher.doFinal(note.getBytes(StandardCharsets.UTF_8));
    response.getWriter().println(Base64.getEncoder().encodeToString(sealed));
} catch (GeneralSecurityException e) {
    throw new ServletException(e);
}""",
    """String cardNumber = request.getParameter("card");
try {
    Cipher cipher = Cipher.getInstance($A, "SunJCE");
    cipher.init(Cipher.ENCRYPT_MODE, keyFromVault(($A).split("/")[0]));
    byte[] sealed = cipher.doFinal(cardNumber.getBytes(StandardCharsets.UTF_8));
    request.getSession().setAttribute("sealedCard", Base64.getEncoder().encodeToString(sealed));
} catch (GeneralSecurityException e) {
    throw new ServletException(e);
}""",
]
CIPHER_MEMBERS = ["", """
    private static SecretKey keyFromVault(String family) throws GeneralSecurityException {
        KeyGenerator generator = KeyGenerator.getInstance(family);
        return generator.generateKey();
    }
"""]

DIGEST_SINKS = [
    """String password = request.getParameter("password");
try {
    MessageDigest md = MessageDigest.getInstance($A);
    md.update(SALT);
    byte[] hashed = md.digest(password.getBytes(StandardCharsets.UTF_8));
    request.getSession().setAttribute("pwHash", Base64.getEncoder().encodeToString(hashed));
    response.getWriter().println("stored");
} catch (NoSuchAlgorithmException e) {
    throw new ServletException(e);
}""",
    """String document = request.getParameter("doc");
try {
    MessageDigest md = MessageDigest.getInstance($A, "SUN");
    byte[] fingerprint = md.digest(document.getBytes(StandardCharsets.UTF_8));
    response.getWriter().println("etag: " + Hex.encodeHexString(fingerprint));
} catch (GeneralSecurityException e) {
    throw new ServletException(e);
}""",
    """String apiKey = request.getHeader("X-Api-Key");
String digest = new DigestUtils($A).digestAsHex(apiKey == null ? "" : apiKey);
response.getWriter().println(digest.substring(0, 8));""",
]
DIGEST_MEMBERS = ['    private static final byte[] SALT = "c2FsdC12YWx1ZQ".getBytes(StandardCharsets.UTF_8);\n', "", ""]

# Fixed-algorithm digest and cipher cases: (vulnerable, code, members)
CRYPTO_EXTRA = [
    (False, """String secret = request.getParameter("secret");
try {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
    kpg.initialize(3072);
    KeyPair pair = kpg.generateKeyPair();
    Cipher rsa = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
    rsa.init(Cipher.ENCRYPT_MODE, pair.getPublic());
    response.getWriter().println(Base64.getEncoder().encodeToString(rsa.doFinal(secret.getBytes(StandardCharsets.UTF_8))));
} catch (GeneralSecurityException e) {
    throw new ServletException(e);
}""", ""),
    (True, """String secret = request.getParameter("secret");
try {
    SecretKey key = KeyGenerator.getInstance("DES").generateKey();
    Cipher des = Cipher.getInstance("DES");
    des.init(Cipher.ENCRYPT_MODE, key);
    response.getWriter().println(Base64.getEncoder().encodeToString(des.doFinal(secret.getBytes(StandardCharsets.UTF_8))));
} catch (GeneralSecurityException e) {
    throw new ServletException(e);
}""", ""),
    (False, """String secret = request.getParameter("secret");
try {
    SecretKey key = KeyGenerator.getInstance("AES").generateKey();
    byte[] iv = new byte[12];
    new SecureRandom().nextBytes(iv);
    Cipher aes = Cipher.getInstance("AES/GCM/NoPadding");
    aes.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
    response.getWriter().println(Base64.getEncoder().encodeToString(aes.doFinal(secret.getBytes(StandardCharsets.UTF_8))));
} catch (GeneralSecurityException e) {
    throw new ServletException(e);
}""", ""),
]
HASH_EXTRA = [
    (True, """String email = request.getParameter("email");
String gravatarLike = DigestUtils.md5Hex(email.trim().toLowerCase(Locale.ROOT));
request.getSession().setAttribute("emailToken", gravatarLike);""", ""),
    (True, """String password = request.getParameter("password");
String stored = DigestUtils.sha1Hex(password);
response.getWriter().println(stored.length());""", ""),
    (False, """String password = request.getParameter("password");
String stored = DigestUtils.sha256Hex(password);
response.getWriter().println(stored.length());""", ""),
    (False, """String body = request.getParameter("payload");
String checksum = DigestUtils.sha512Hex(body == null ? "" : body);
response.setHeader("X-Checksum", checksum);""", ""),
]

# Token generators: (vulnerable, code producing String token, members)
RANDOMS = [
    (True, "String token = Long.toHexString(new Random().nextLong());", ""),
    (True, """Random rng = new Random(System.currentTimeMillis());
String token = String.valueOf(rng.nextInt(1_000_000));""", ""),
    (True, "String token = Double.toString(Math.random()).substring(2);", ""),
    (True, "String token = Integer.toString(ThreadLocalRandom.current().nextInt(100000, 999999));", ""),
    (True, """byte[] bytes = new byte[16];
new Random().nextBytes(bytes);
String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);""", ""),
    (True, """float f = new java.util.Random().nextFloat();
String token = Float.toString(f).replace(".", "");""", ""),
    (True, "String token = newToken();", """
    private static final Random RNG = new Random();

    private static String newToken() {
        return Long.toString(RNG.nextLong() & Long.MAX_VALUE, 36);
    }
"""),
    (True, """int code = (int) (Math.random() * 900000) + 100000;
String token = Integer.toString(code);""", ""),
    (True, """double g = new Random().nextGaussian();
String token = Long.toHexString(Double.doubleToLongBits(g));""", ""),
    (False, "String token = Long.toHexString(new SecureRandom().nextLong());", ""),
    (False, """byte[] bytes = new byte[24];
try {
    SecureRandom.getInstance("SHA1PRNG").nextBytes(bytes);
} catch (NoSuchAlgorithmException e) {
    throw new ServletException(e);
}
String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);""", ""),
    (False, """byte[] bytes = new byte[16];
try {
    SecureRandom.getInstanceStrong().nextBytes(bytes);
} catch (NoSuchAlgorithmException e) {
    throw new ServletException(e);
}
String token = Base64.getEncoder().encodeToString(bytes);""", ""),
    (False, """Random rng = new SecureRandom();
String token = Integer.toString(rng.nextInt(900000) + 100000);""", ""),
    (False, "String token = UUID.randomUUID().toString();", ""),
    (False, "String token = newToken();", """
    private static final SecureRandom RNG = new SecureRandom();

    private static String newToken() {
        return Long.toString(RNG.nextLong() & Long.MAX_VALUE, 36);
    }
"""),
    (False, """SecureRandom sr = new SecureRandom();
double d = sr.nextDouble();
String token = Double.toString(d).substring(2);""", ""),
    (False, """java.util.Random generator = new java.security.SecureRandom();
String token = Long.toString(generator.nextLong(), 16);""", ""),
]

TOKEN_USES = [
    """String user = request.getParameter("user");
Cookie remember = new Cookie("rememberMe", token);
remember.setSecure(true);
remember.setHttpOnly(true);
response.addCookie(remember);
request.getSession().setAttribute(user + ":remember", token);""",
    """request.getSession().setAttribute("csrfToken", token);
response.getWriter().println("<input type=\\"hidden\\" name=\\"csrf\\" value=\\"" + token + "\\">");""",
    """String email = request.getParameter("email");
RESET_TOKENS.put(token, email);
response.getWriter().println("A reset link was sent.");""",
]
TOKEN_MEMBERS = ["", "", "    private static final Map<String, String> RESET_TOKENS = new HashMap<>();\n"]

# Cookie writers: (vulnerable, code, members); $V is the cookie value.
COOKIES = [
    (True, """Cookie cookie = new Cookie("prefs", $V);
cookie.setHttpOnly(true);
cookie.setPath(request.getContextPath());
response.addCookie(cookie);""", ""),
    (True, """Cookie cookie = new Cookie("prefs", $V);
cookie.setSecure(false);
cookie.setHttpOnly(true);
response.addCookie(cookie);""", ""),
    (True, """boolean secureFlag = false;
Cookie cookie = new Cookie("sessionHint", $V);
cookie.setSecure(secureFlag);
response.addCookie(cookie);""", ""),
    (True, """int mode = 2;
Cookie cookie = new Cookie("lang", $V);
cookie.setSecure(mode > 5);
cookie.setMaxAge(3600);
response.addCookie(cookie);""", ""),
    (True, 'response.addCookie(buildCookie("theme", $V));', """
    private static Cookie buildCookie(String name, String value) {
        Cookie c = new Cookie(name, value);
        c.setHttpOnly(true);
        c.setMaxAge(60 * 60 * 24);
        return c;
    }
"""),
    (True, """ResponseCookie cookie = ResponseCookie.from("sid", $V).httpOnly(true).secure(false).path("/").build();
response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());""", ""),
    (True, """Map<String, Boolean> flags = new HashMap<>();
flags.put("secure", false);
flags.put("httpOnly", true);
Cookie cookie = new Cookie("cart", $V);
cookie.setSecure(flags.get("secure"));
cookie.setHttpOnly(flags.get("httpOnly"));
response.addCookie(cookie);""", ""),
    (True, """Cookie cookie = new Cookie("tracking", $V);
cookie.setSecure(REQUIRE_TLS);
response.addCookie(cookie);""", "    private static final boolean REQUIRE_TLS = false;\n"),
    (False, """Cookie cookie = new Cookie("prefs", $V);
cookie.setSecure(true);
cookie.setHttpOnly(true);
cookie.setPath(request.getContextPath());
response.addCookie(cookie);""", ""),
    (False, """boolean secureFlag = true;
Cookie cookie = new Cookie("sessionHint", $V);
cookie.setSecure(secureFlag);
cookie.setHttpOnly(true);
response.addCookie(cookie);""", ""),
    (False, """int mode = 7;
Cookie cookie = new Cookie("lang", $V);
cookie.setSecure(mode > 5);
cookie.setHttpOnly(true);
response.addCookie(cookie);""", ""),
    (False, 'response.addCookie(buildCookie("theme", $V));', """
    private static Cookie buildCookie(String name, String value) {
        Cookie c = new Cookie(name, value);
        c.setHttpOnly(true);
        c.setSecure(true);
        c.setMaxAge(60 * 60 * 24);
        return c;
    }
"""),
    (False, """ResponseCookie cookie = ResponseCookie.from("sid", $V).httpOnly(true).secure(true).path("/").build();
response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());""", ""),
    (False, """Cookie cookie = new Cookie("cart", $V);
cookie.setSecure(false);
cookie.setHttpOnly(true);
// Development default above; every deployment is served over TLS.
cookie.setSecure(true);
response.addCookie(cookie);""", ""),
    (False, """Cookie cookie = new Cookie("tracking", $V);
cookie.setSecure(REQUIRE_TLS);
cookie.setHttpOnly(true);
response.addCookie(cookie);""", "    private static final boolean REQUIRE_TLS = true;\n"),
    (False, """Map<String, Boolean> flags = new HashMap<>();
flags.put("secure", true);
flags.put("httpOnly", true);
Cookie cookie = new Cookie("cart", $V);
cookie.setSecure(flags.get("secure"));
cookie.setHttpOnly(flags.get("httpOnly"));
response.addCookie(cookie);""", ""),
]

COOKIE_VALUES = [
    ('String choice = request.getParameter("choice");', "choice == null ? \"default\" : choice"),
    ("String visit = Long.toString(System.currentTimeMillis());", "visit"),
    ('String region = request.getHeader("X-Region");', 'region == null ? "eu" : region'),
]
