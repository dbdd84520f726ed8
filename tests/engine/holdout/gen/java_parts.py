"""Java building blocks of the holdout corpus: request sources, propagation steps and sinks.

$P is the variable a source fills, $B the one a step hands to the sink, $N a request field name.
A step is tainted when $B still carries the request value after it, clean when it provably does not.
"""

# (name, code, extra class members)
SOURCES = [
    ("param", """String $P = request.getParameter("$N");
if ($P == null) $P = "";""", ""),
    ("values", """String[] values = request.getParameterValues("$N");
String $P = (values != null && values.length > 0) ? values[0] : "";""", ""),
    ("map", """Map<String, String[]> paramMap = request.getParameterMap();
String $P = "";
String[] given = paramMap.get("$N");
if (given != null && given.length > 0) {
    $P = given[0];
}""", ""),
    ("names", """String $P = "";
Enumeration<String> names = request.getParameterNames();
while (names.hasMoreElements()) {
    String name = names.nextElement();
    String[] vals = request.getParameterValues(name);
    if (vals != null && vals.length == 1 && "$N".equals(vals[0])) {
        $P = name;
        break;
    }
}""", ""),
    ("header", """String $P = request.getHeader("X-$N");
$P = $P == null ? "" : URLDecoder.decode($P, "UTF-8");""", ""),
    ("headers", """String $P = "";
Enumeration<String> headers = request.getHeaders("$N");
if (headers != null && headers.hasMoreElements()) {
    $P = headers.nextElement();
}
$P = URLDecoder.decode($P, "UTF-8");""", ""),
    ("headerNames", """String $P = "";
Enumeration<String> headerNames = request.getHeaderNames();
while (headerNames.hasMoreElements()) {
    String headerName = headerNames.nextElement();
    if (STANDARD_HEADERS.contains(headerName.toLowerCase(Locale.ROOT))) {
        continue;
    }
    $P = headerName;
    break;
}""", """    private static final Set<String> STANDARD_HEADERS =
            Set.of("host", "user-agent", "accept", "accept-encoding", "accept-language", "connection", "cookie");
"""),
    ("cookie", """String $P = "guest";
Cookie[] cookies = request.getCookies();
if (cookies != null) {
    for (Cookie c : cookies) {
        if ("$N".equals(c.getName())) {
            $P = URLDecoder.decode(c.getValue(), StandardCharsets.UTF_8);
            break;
        }
    }
}""", ""),
    ("query", """String rawQuery = request.getQueryString();
String $P = "";
if (rawQuery != null) {
    int start = rawQuery.indexOf("$N=");
    if (start >= 0) {
        int end = rawQuery.indexOf('&', start);
        $P = rawQuery.substring(start + "$N=".length(), end < 0 ? rawQuery.length() : end);
        $P = URLDecoder.decode($P, StandardCharsets.UTF_8);
    }
}""", ""),
    ("body", """StringBuilder body = new StringBuilder();
try (BufferedReader reader = request.getReader()) {
    String line;
    while ((line = reader.readLine()) != null) {
        body.append(line);
    }
}
String $P = body.toString().trim();""", ""),
    ("part", """Part upload = request.getPart("$N");
String $P = upload == null ? "" : upload.getSubmittedFileName();""", ""),
    ("pathInfo", """String $P = request.getPathInfo();
$P = ($P == null || $P.length() < 2) ? "" : $P.substring(1);""", ""),
]

# Spring handler parameters: (annotation parameter, code run first in the body)
SPRING_SOURCES = [
    ('@RequestParam("$N") String $P', ""),
    ('@RequestParam(value = "$N", defaultValue = "") String $P', ""),
    ('@PathVariable("$N") String $P', ""),
    ('@RequestHeader(value = "X-$N", required = false) String $P', 'if ($P == null) $P = "";'),
    ('@CookieValue(value = "$N", defaultValue = "none") String $P', ""),
    ("@RequestBody Map<String, String> payload", 'String $P = payload.getOrDefault("$N", "");'),
]

# (name, tainted, code, members)
STEPS = [
    ("direct", True, "String $B = $P;", ""),
    ("builder", True, """StringBuilder sb = new StringBuilder();
sb.append($P).append(' ');
String $B = sb.toString().trim();""", ""),
    ("mapHit", True, """Map<String, Object> slots = new HashMap<>();
slots.put("first", "fixed-value");
slots.put("second", $P);
slots.put("third", "another-value");
String $B = (String) slots.get("second");""", ""),
    ("mapMiss", False, """Map<String, Object> slots = new HashMap<>();
slots.put("first", "fixed-value");
slots.put("second", $P);
slots.put("third", "another-value");
String $B = (String) slots.get("third");""", ""),
    ("mapKeyBuilt", True, """Map<String, String> lookup = new HashMap<>();
lookup.put("keyA", "static");
lookup.put("keyB", $P);
String key = "key" + "B";
String $B = lookup.get(key);""", ""),
    ("listHit", True, """List<String> items = new ArrayList<>();
items.add("north");
items.add($P);
items.add("south");
items.remove(0);
String $B = items.get(0);""", ""),
    ("listMiss", False, """List<String> items = new ArrayList<>();
items.add("north");
items.add($P);
items.add("south");
items.remove(0);
String $B = items.get(1);""", ""),
    ("ternaryHit", True, """int base = 86;
String $B = (7 * 18) - base > 200 ? "fallback" : $P;""", ""),
    ("ternaryMiss", False, """int base = 86;
String $B = (7 * 42) - base > 200 ? "fallback" : $P;""", ""),
    ("switchHit", True, """String $B;
String guide = "ABC";
char pick = guide.charAt(2);
switch (pick) {
    case 'A':
        $B = $P;
        break;
    case 'B':
        $B = "plain";
        break;
    case 'C':
        $B = $P;
        break;
    default:
        $B = "plain";
        break;
}""", ""),
    ("switchMiss", False, """String $B;
String guide = "ABC";
char pick = guide.charAt(1);
switch (pick) {
    case 'A':
        $B = $P;
        break;
    case 'B':
        $B = "plain";
        break;
    case 'C':
        $B = $P;
        break;
    default:
        $B = "plain";
        break;
}""", ""),
    ("base64", True, """String encoded = Base64.getEncoder().encodeToString($P.getBytes(StandardCharsets.UTF_8));
String $B = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);""", ""),
    ("staticHelper", True, "String $B = normalize($P);", """
    private static String normalize(String value) {
        return value.trim().toLowerCase(Locale.ROOT);
    }
"""),
    ("staticHelperConst", False, "String $B = resolveAlias($P);", """
    private static String resolveAlias(String value) {
        String alias = "default-alias";
        return alias;
    }
"""),
    ("innerHit", True, "String $B = new Decorator().wrap($P);", """
    private static class Decorator {
        String wrap(String in) {
            return "item-" + in;
        }
    }
"""),
    ("innerMiss", False, "String $B = new Decorator(\"report\").label($P);", """
    private static class Decorator {
        private final String name;

        Decorator(String name) {
            this.name = name;
        }

        String label(String ignored) {
            return name + "-v2";
        }
    }
"""),
    ("instanceHelper", True, "String $B = this.decorate($P);", """
    private String decorate(String s) {
        return s.isEmpty() ? "none" : s + "-tagged";
    }
"""),
    ("ifHit", True, """String $B = "standard";
int limit = 250;
if ((limit / 5) * 3 > 100) {
    $B = $P;
}""", ""),
    ("ifMiss", False, """String $B = "standard";
int limit = 250;
if ((limit / 5) * 2 > 100) {
    $B = $P;
}""", ""),
    ("arrayHit", True, """String[] parts = { "head", $P, "tail" };
String $B = parts[1];""", ""),
    ("arrayMiss", False, """String[] parts = { "head", $P, "tail" };
String $B = parts[2];""", ""),
    ("split", True, """String[] tokens = ($P + ",x").split(",");
String $B = tokens[0];""", ""),
    ("format", True, 'String $B = String.format("%s", $P).strip();', ""),
    ("loop", True, """StringBuilder acc = new StringBuilder();
for (String piece : $P.split("\\\\s+")) {
    if (!piece.isEmpty()) {
        acc.append(piece).append(' ');
    }
}
String $B = acc.toString().trim();""", ""),
    ("tryCatch", True, """String $B;
try {
    $B = URLDecoder.decode($P, "UTF-8");
} catch (IllegalArgumentException e) {
    $B = "invalid";
}""", ""),
    ("substring", True, 'String $B = $P.length() > 64 ? $P.substring(0, 64) : $P;', ""),
    ("optional", True, 'String $B = Optional.ofNullable($P).map(String::trim).orElse("none");', ""),
    ("overwrite", False, """String $B = $P.trim();
// The legacy lookup ignores the caller's value and always uses the default entry.
$B = "default-entry";""", ""),
    ("numeric", False, """long numeric;
try {
    numeric = Long.parseLong($P.trim());
} catch (NumberFormatException e) {
    numeric = 0L;
}
String $B = Long.toString(numeric);""", ""),
    ("allowList", False, 'String $B = ALLOWED.contains($P) ? $P : "alpha";', """    private static final Set<String> ALLOWED = Set.of("alpha", "beta", "gamma");
"""),
    ("deadFlag", False, """String $B = "preset";
if (LEGACY_MODE) {
    $B = $P;
}""", """    private static final boolean LEGACY_MODE = false;
"""),
    ("intValue", False, """int count = 0;
try {
    count = Integer.parseInt($P);
} catch (NumberFormatException e) {
    count = -1;
}
String $B = "" + count;""", ""),
]

DB = """
    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }
"""

LDAP_ENV = """
    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }
"""

XML_DOC = """
    private Document loadUsers() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        try (InputStream in = getClass().getResourceAsStream("/users.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }
"""

# category -> list of (vulnerable, code, members)
SINKS = {
    "sqli": [
        (True, """String sql = "SELECT id, total FROM orders WHERE customer = '" + $B + "'";
try (Connection conn = connect(); Statement st = conn.createStatement()) {
    ResultSet rs = st.executeQuery(sql);
    int n = 0;
    while (rs.next()) n++;
    response.getWriter().println("orders: " + n);
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (True, """try (Connection conn = connect(); Statement st = conn.createStatement()) {
    int changed = st.executeUpdate("UPDATE accounts SET nickname = '" + $B + "' WHERE id = 7");
    response.getWriter().println("updated " + changed);
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (True, """String sql = "SELECT name, price FROM products WHERE name LIKE '%" + $B + "%'";
try (Connection conn = connect(); PreparedStatement ps = conn.prepareStatement(sql)) {
    ResultSet rs = ps.executeQuery();
    while (rs.next()) {
        response.getWriter().println(rs.getInt("price"));
    }
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (True, """try (Connection conn = connect()) {
    CallableStatement call = conn.prepareCall("{call find_customer('" + $B + "')}");
    call.execute();
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (True, """try (Connection conn = connect(); Statement st = conn.createStatement()) {
    st.addBatch("INSERT INTO audit_log(note) VALUES ('" + $B + "')");
    st.addBatch("UPDATE counters SET hits = hits + 1");
    st.executeBatch();
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (True, """JdbcTemplate jdbc = new JdbcTemplate(new DriverManagerDataSource(DB_URL));
List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM invoices WHERE ref = '" + $B + "'");
response.getWriter().println(rows.size());""", DB),
        (True, """StringBuilder query = new StringBuilder("SELECT id FROM tickets WHERE status = 'open'");
query.append(" AND owner = '").append($B).append("'");
try (Connection conn = connect(); Statement st = conn.createStatement()) {
    boolean hasRows = st.execute(query.toString());
    response.getWriter().println(hasRows);
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (False, """String sql = "SELECT id, total FROM orders WHERE customer = ?";
try (Connection conn = connect(); PreparedStatement ps = conn.prepareStatement(sql)) {
    ps.setString(1, $B);
    ResultSet rs = ps.executeQuery();
    int n = 0;
    while (rs.next()) n++;
    response.getWriter().println("orders: " + n);
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (False, """JdbcTemplate jdbc = new JdbcTemplate(new DriverManagerDataSource(DB_URL));
List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM invoices WHERE ref = ?", $B);
response.getWriter().println(rows.size());""", DB),
        (False, """try (Connection conn = connect()) {
    CallableStatement call = conn.prepareCall("{call find_customer(?)}");
    call.setString(1, $B);
    call.execute();
} catch (SQLException e) {
    throw new ServletException(e);
}""", DB),
        (False, """NamedParameterJdbcTemplate named = new NamedParameterJdbcTemplate(new DriverManagerDataSource(DB_URL));
List<Map<String, Object>> rows =
        named.queryForList("SELECT id FROM tickets WHERE owner = :owner", Map.of("owner", $B));
response.getWriter().println(rows.size());""", DB),
    ],
    "cmdi": [
        (True, """Process proc = Runtime.getRuntime().exec(new String[] { "/bin/sh", "-c", "ping -c 1 " + $B });
try (InputStream out = proc.getInputStream()) {
    response.getOutputStream().write(out.readAllBytes());
}""", ""),
        (True, """ProcessBuilder pb = new ProcessBuilder("bash", "-c", "tar czf /tmp/export.tgz " + $B);
pb.redirectErrorStream(true);
Process proc = pb.start();
response.getWriter().println("started " + proc.pid());""", ""),
        (True, """ProcessBuilder pb = new ProcessBuilder();
pb.command("cmd.exe", "/c", "dir " + $B);
Process proc = pb.start();
try {
    response.getWriter().println("exit " + proc.waitFor());
} catch (InterruptedException e) {
    Thread.currentThread().interrupt();
}""", ""),
        (True, """List<String> command = new ArrayList<>();
command.add("sh");
command.add("-c");
command.add("echo " + $B + " >> /var/log/app/notes.txt");
new ProcessBuilder(command).start();""", ""),
        (True, """Runtime runtime = Runtime.getRuntime();
String cmd = "/usr/bin/convert /srv/images/" + $B + " -resize 64x64 /tmp/thumb.png";
Process proc = runtime.exec(new String[] { "sh", "-c", cmd });
response.getWriter().println("queued " + proc.isAlive());""", ""),
        (True, """String script = String.format("grep -i '%s' /srv/data/catalog.txt", $B);
Process proc = Runtime.getRuntime().exec(new String[] { "/bin/bash", "-c", script }, null, new File("/srv/data"));
response.getOutputStream().write(proc.getInputStream().readAllBytes());""", ""),
        (False, """Process proc = new ProcessBuilder("sort", "-u").start();
// The value only reaches the process as data on its standard input.
try (OutputStream stdin = proc.getOutputStream()) {
    stdin.write($B.getBytes(StandardCharsets.UTF_8));
}
response.getOutputStream().write(proc.getInputStream().readAllBytes());""", ""),
    ],
    "xss": [
        (True, 'response.getWriter().println("<p>Hello " + $B + "</p>");', ""),
        (True, """PrintWriter out = response.getWriter();
out.format("<div class=\\"result\\">%s</div>", $B);""", ""),
        (True, 'response.getWriter().write("<span>" + $B + "</span>");', ""),
        (True, 'response.getWriter().printf(Locale.US, "<li>%s</li>%n", $B);', ""),
        (True, """PrintWriter writer = response.getWriter();
writer.append("<b>").append($B).append("</b>");""", ""),
        (True, """ServletOutputStream os = response.getOutputStream();
os.write(("<h2>" + $B + "</h2>").getBytes(StandardCharsets.UTF_8));""", ""),
        (True, """Object[] args = { $B, "today" };
response.getWriter().printf("<p>%s was updated %s</p>", args);""", ""),
        (False, 'response.getWriter().println("<p>Hello " + ESAPI.encoder().encodeForHTML($B) + "</p>");', ""),
        (False, """PrintWriter out = response.getWriter();
out.format("<div class=\\"result\\">%s</div>", HtmlUtils.htmlEscape($B));""", ""),
        (False, """String shown = StringEscapeUtils.escapeHtml4($B);
response.getWriter().write("<span>" + shown + "</span>");""", ""),
        (False, 'response.getWriter().println("<li>" + Encode.forHtml($B) + "</li>");', ""),
    ],
    "pathtraver": [
        (True, """File target = new File(BASE_DIR + $B);
try (FileInputStream in = new FileInputStream(target)) {
    response.getOutputStream().write(in.readAllBytes());
}""", '    private static final String BASE_DIR = "/srv/app/reports/";\n'),
        (True, """byte[] data = Files.readAllBytes(Paths.get(BASE_DIR, $B));
response.getOutputStream().write(data);""", '    private static final String BASE_DIR = "/srv/app/reports";\n'),
        (True, """boolean removed = Files.deleteIfExists(Path.of("/srv/app/tmp").resolve($B));
response.getWriter().println(removed ? "deleted" : "missing");""", ""),
        (True, """try (FileOutputStream out = new FileOutputStream("/srv/app/exports/" + $B)) {
    out.write("export started\\n".getBytes(StandardCharsets.UTF_8));
}""", ""),
        (True, """File dir = new File("/srv/app/templates");
try (BufferedReader reader = new BufferedReader(new FileReader(new File(dir, $B)))) {
    response.getWriter().println(reader.readLine());
}""", ""),
        (True, """try (RandomAccessFile raf = new RandomAccessFile("/var/data/" + $B, "r")) {
    response.getWriter().println("size " + raf.length());
}""", ""),
        (True, """java.net.URI uri = java.net.URI.create("file:///srv/app/static/" + $B);
File f = new File(uri);
response.getWriter().println(f.exists() ? "found" : "missing");""", ""),
        (False, """Path base = Paths.get("/srv/app/reports").toAbsolutePath().normalize();
Path target = base.resolve($B).normalize();
if (!target.startsWith(base)) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
response.getOutputStream().write(Files.readAllBytes(target));""", ""),
        (False, """String fileName = FilenameUtils.getName($B);
File target = new File("/srv/app/reports", fileName);
try (FileInputStream in = new FileInputStream(target)) {
    response.getOutputStream().write(in.readAllBytes());
}""", ""),
    ],
    "ldapi": [
        (True, """try {
    DirContext ctx = openDirectory();
    SearchControls sc = new SearchControls();
    sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
    String filter = "(&(objectClass=person)(uid=" + $B + "))";
    NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org", filter, sc);
    while (results.hasMore()) {
        response.getWriter().println(results.next().getNameInNamespace());
    }
    ctx.close();
} catch (NamingException e) {
    throw new ServletException(e);
}""", LDAP_ENV),
        (True, """try {
    DirContext ctx = openDirectory();
    SearchControls sc = new SearchControls();
    sc.setReturningAttributes(new String[] { "mail" });
    NamingEnumeration<SearchResult> results =
            ctx.search("ou=people,dc=example,dc=org", "(mail=" + $B + "*)", sc);
    response.getWriter().println(results.hasMore() ? "found" : "none");
} catch (NamingException e) {
    throw new ServletException(e);
}""", LDAP_ENV),
        (True, """try {
    DirContext ctx = openDirectory();
    StringBuilder filter = new StringBuilder("(|(cn=");
    filter.append($B).append(")(sn=").append($B).append("))");
    NamingEnumeration<SearchResult> results =
            ctx.search("dc=example,dc=org", filter.toString(), new SearchControls());
    response.getWriter().println(results.hasMore());
} catch (NamingException e) {
    throw new ServletException(e);
}""", LDAP_ENV),
        (True, """LdapContextSource source = new LdapContextSource();
source.setUrl("ldap://ldap.internal:389");
source.setBase("dc=example,dc=org");
source.afterPropertiesSet();
LdapTemplate ldap = new LdapTemplate(source);
List<String> names = ldap.search("ou=people", "(uid=" + $B + ")",
        (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
response.getWriter().println(names);""", ""),
        (False, """try {
    DirContext ctx = openDirectory();
    SearchControls sc = new SearchControls();
    sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
    NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org",
            "(&(objectClass=person)(uid={0}))", new Object[] { $B }, sc);
    while (results.hasMore()) {
        response.getWriter().println(results.next().getNameInNamespace());
    }
} catch (NamingException e) {
    throw new ServletException(e);
}""", LDAP_ENV),
        (False, """try {
    DirContext ctx = openDirectory();
    String filter = "(&(objectClass=person)(uid=" + LdapEncoder.filterEncode($B) + "))";
    NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org", filter, new SearchControls());
    response.getWriter().println(results.hasMore());
} catch (NamingException e) {
    throw new ServletException(e);
}""", LDAP_ENV),
        (False, """try {
    DirContext ctx = openDirectory();
    String safe = ESAPI.encoder().encodeForLDAP($B);
    NamingEnumeration<SearchResult> results =
            ctx.search("ou=people,dc=example,dc=org", "(cn=" + safe + ")", new SearchControls());
    response.getWriter().println(results.hasMore());
} catch (NamingException e) {
    throw new ServletException(e);
}""", LDAP_ENV),
    ],
    "xpathi": [
        (True, """try {
    Document doc = loadUsers();
    XPath xp = XPathFactory.newInstance().newXPath();
    String expression = "/users/user[@login='" + $B + "']/email";
    String email = xp.evaluate(expression, doc);
    response.getWriter().println(email);
} catch (Exception e) {
    throw new ServletException(e);
}""", XML_DOC),
        (True, """try {
    Document doc = loadUsers();
    XPath xp = XPathFactory.newInstance().newXPath();
    XPathExpression compiled = xp.compile("//user[name/text()='" + $B + "']/role");
    NodeList roles = (NodeList) compiled.evaluate(doc, XPathConstants.NODESET);
    response.getWriter().println(roles.getLength());
} catch (Exception e) {
    throw new ServletException(e);
}""", XML_DOC),
        (True, """try (InputStream in = getClass().getResourceAsStream("/catalog.xml")) {
    XPath xp = XPathFactory.newInstance().newXPath();
    String title = xp.evaluate("/catalog/book[@isbn='" + $B + "']/title", new InputSource(in));
    response.getWriter().println(title);
} catch (XPathExpressionException e) {
    throw new ServletException(e);
}""", ""),
        (True, """try {
    Document doc = loadUsers();
    XPathFactory factory = XPathFactory.newInstance();
    XPath xp = factory.newXPath();
    Node node = (Node) xp.evaluate(String.format("//user[@id='%s']", $B), doc, XPathConstants.NODE);
    response.getWriter().println(node == null ? "none" : node.getTextContent());
} catch (Exception e) {
    throw new ServletException(e);
}""", XML_DOC),
        (False, """try {
    Document doc = loadUsers();
    XPath xp = XPathFactory.newInstance().newXPath();
    final String login = $B;
    xp.setXPathVariableResolver(v -> "login".equals(v.getLocalPart()) ? login : null);
    String email = xp.evaluate("/users/user[@login=$login]/email", doc);
    response.getWriter().println(email);
} catch (Exception e) {
    throw new ServletException(e);
}""", XML_DOC),
        (False, """try {
    Document doc = loadUsers();
    XPath xp = XPathFactory.newInstance().newXPath();
    String expression = "/users/user[@login='" + ESAPI.encoder().encodeForXPath($B) + "']/email";
    response.getWriter().println(xp.evaluate(expression, doc));
} catch (Exception e) {
    throw new ServletException(e);
}""", XML_DOC),
    ],
    "trustbound": [
        (True, 'request.getSession().setAttribute("displayName", $B);\nresponse.getWriter().println("saved");', ""),
        (True, """HttpSession session = request.getSession(true);
session.setAttribute($B, "visited");
response.getWriter().println("ok");""", ""),
        (True, """HttpSession session = request.getSession();
session.putValue("lastSearch", $B);""", ""),
        (True, """Map<String, String> profile = new HashMap<>();
profile.put("nick", $B);
request.getSession().setAttribute("profile.nick", profile.get("nick"));""", ""),
        (False, """HttpSession session = request.getSession();
session.setAttribute("lastSearchLength", $B.length());
response.getWriter().println("ok");""", ""),
    ],
}

HELPERS_COMMON = ""

# Simple name -> import, added when the name occurs in a generated file.
IMPORTS = {
    "IOException": "java.io.IOException",
    "PrintWriter": "java.io.PrintWriter",
    "BufferedReader": "java.io.BufferedReader",
    "File": "java.io.File",
    "FileInputStream": "java.io.FileInputStream",
    "FileOutputStream": "java.io.FileOutputStream",
    "FileReader": "java.io.FileReader",
    "InputStream": "java.io.InputStream",
    "OutputStream": "java.io.OutputStream",
    "RandomAccessFile": "java.io.RandomAccessFile",
    "URLDecoder": "java.net.URLDecoder",
    "StandardCharsets": "java.nio.charset.StandardCharsets",
    "Files": "java.nio.file.Files",
    "Path": "java.nio.file.Path",
    "Paths": "java.nio.file.Paths",
    "Connection": "java.sql.Connection",
    "DriverManager": "java.sql.DriverManager",
    "Statement": "java.sql.Statement",
    "PreparedStatement": "java.sql.PreparedStatement",
    "CallableStatement": "java.sql.CallableStatement",
    "ResultSet": "java.sql.ResultSet",
    "SQLException": "java.sql.SQLException",
    "ArrayList": "java.util.ArrayList",
    "Base64": "java.util.Base64",
    "Enumeration": "java.util.Enumeration",
    "HashMap": "java.util.HashMap",
    "Hashtable": "java.util.Hashtable",
    "List": "java.util.List",
    "Locale": "java.util.Locale",
    "Map": "java.util.Map",
    "Optional": "java.util.Optional",
    "Properties": "java.util.Properties",
    "Random": "java.util.Random",
    "Set": "java.util.Set",
    "UUID": "java.util.UUID",
    "ThreadLocalRandom": "java.util.concurrent.ThreadLocalRandom",
    "SecureRandom": "java.security.SecureRandom",
    "MessageDigest": "java.security.MessageDigest",
    "NoSuchAlgorithmException": "java.security.NoSuchAlgorithmException",
    "GeneralSecurityException": "java.security.GeneralSecurityException",
    "KeyPair": "java.security.KeyPair",
    "KeyPairGenerator": "java.security.KeyPairGenerator",
    "Cipher": "javax.crypto.Cipher",
    "KeyGenerator": "javax.crypto.KeyGenerator",
    "SecretKey": "javax.crypto.SecretKey",
    "GCMParameterSpec": "javax.crypto.spec.GCMParameterSpec",
    "IvParameterSpec": "javax.crypto.spec.IvParameterSpec",
    "Context": "javax.naming.Context",
    "NamingEnumeration": "javax.naming.NamingEnumeration",
    "NamingException": "javax.naming.NamingException",
    "DirContext": "javax.naming.directory.DirContext",
    "InitialDirContext": "javax.naming.directory.InitialDirContext",
    "SearchControls": "javax.naming.directory.SearchControls",
    "SearchResult": "javax.naming.directory.SearchResult",
    "ServletException": "javax.servlet.ServletException",
    "ServletOutputStream": "javax.servlet.ServletOutputStream",
    "WebServlet": "javax.servlet.annotation.WebServlet",
    "MultipartConfig": "javax.servlet.annotation.MultipartConfig",
    "Cookie": "javax.servlet.http.Cookie",
    "HttpServlet": "javax.servlet.http.HttpServlet",
    "HttpServletRequest": "javax.servlet.http.HttpServletRequest",
    "HttpServletResponse": "javax.servlet.http.HttpServletResponse",
    "HttpSession": "javax.servlet.http.HttpSession",
    "Part": "javax.servlet.http.Part",
    "XMLConstants": "javax.xml.XMLConstants",
    "DocumentBuilderFactory": "javax.xml.parsers.DocumentBuilderFactory",
    "XPath": "javax.xml.xpath.XPath",
    "XPathConstants": "javax.xml.xpath.XPathConstants",
    "XPathExpression": "javax.xml.xpath.XPathExpression",
    "XPathExpressionException": "javax.xml.xpath.XPathExpressionException",
    "XPathFactory": "javax.xml.xpath.XPathFactory",
    "Document": "org.w3c.dom.Document",
    "Node": "org.w3c.dom.Node",
    "NodeList": "org.w3c.dom.NodeList",
    "InputSource": "org.xml.sax.InputSource",
    "ESAPI": "org.owasp.esapi.ESAPI",
    "Encode": "org.owasp.encoder.Encode",
    "HtmlUtils": "org.springframework.web.util.HtmlUtils",
    "StringEscapeUtils": "org.apache.commons.text.StringEscapeUtils",
    "FilenameUtils": "org.apache.commons.io.FilenameUtils",
    "DigestUtils": "org.apache.commons.codec.digest.DigestUtils",
    "Hex": "org.apache.commons.codec.binary.Hex",
    "JdbcTemplate": "org.springframework.jdbc.core.JdbcTemplate",
    "NamedParameterJdbcTemplate": "org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate",
    "DriverManagerDataSource": "org.springframework.jdbc.datasource.DriverManagerDataSource",
    "LdapTemplate": "org.springframework.ldap.core.LdapTemplate",
    "LdapContextSource": "org.springframework.ldap.core.support.LdapContextSource",
    "AttributesMapper": "org.springframework.ldap.core.AttributesMapper",
    "LdapEncoder": "org.springframework.ldap.support.LdapEncoder",
    "ResponseCookie": "org.springframework.http.ResponseCookie",
    "HttpHeaders": "org.springframework.http.HttpHeaders",
    "RestController": "org.springframework.web.bind.annotation.RestController",
    "GetMapping": "org.springframework.web.bind.annotation.GetMapping",
    "PostMapping": "org.springframework.web.bind.annotation.PostMapping",
    "RequestParam": "org.springframework.web.bind.annotation.RequestParam",
    "PathVariable": "org.springframework.web.bind.annotation.PathVariable",
    "RequestHeader": "org.springframework.web.bind.annotation.RequestHeader",
    "CookieValue": "org.springframework.web.bind.annotation.CookieValue",
    "RequestBody": "org.springframework.web.bind.annotation.RequestBody",
}
