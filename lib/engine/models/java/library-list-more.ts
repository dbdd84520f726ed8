import type { ListedLibrary } from "../library-list";

/** The second half of the java list: serialisation, templates, expressions, encoders, crypto and logging. */
export const javaMoreLibraries: ListedLibrary[] = [
  {
    name: "Java serialization",
    category: "serialisation",
    why: "ObjectInputStream and XMLDecoder build whatever classes the stream names.",
    reference: "https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/io/ObjectInputStream.html",
    patterns: ["new ObjectInputStream", "new XMLDecoder"],
  },
  {
    name: "Jackson",
    category: "serialisation",
    why: "With default typing enabled, readValue builds the class a document names.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.fasterxml.jackson.databind.model.yml",
    patterns: ["ObjectMapper#readValue", "ObjectMapper#enableDefaultTyping"],
  },
  {
    name: "Fastjson",
    category: "serialisation",
    why: "With autotype on, JSON.parseObject builds the class named by @type.",
    reference: "https://github.com/alibaba/fastjson/wiki/enable_autotype",
    patterns: ["JSON#parseObject", "JSON#parse"],
  },
  {
    name: "XStream",
    category: "serialisation",
    why: "fromXML builds any type unless the stream was told which types it may build.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.thoughtworks.xstream.model.yml",
    patterns: ["XStream#fromXML"],
  },
  {
    name: "SnakeYAML",
    category: "serialisation",
    why: "Yaml.load builds the classes a document's tags name unless given a SafeConstructor.",
    reference: "https://bitbucket.org/snakeyaml/snakeyaml/wiki/Documentation",
    patterns: ["Yaml#load", "Yaml#loadAs"],
  },
  {
    name: "Kryo",
    category: "serialisation",
    why: "Without required registration, Kryo reads and builds any class the input names.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.esotericsoftware.kryo.io.model.yml",
    patterns: ["Kryo#readClassAndObject", "Kryo#readObject"],
  },
  {
    name: "Hessian and Burlap",
    category: "serialisation",
    why: "HessianInput and BurlapInput build the objects the stream describes.",
    reference: "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.caucho.hessian.io.model.yml",
    patterns: ["new HessianInput", "new Hessian2Input", "new BurlapInput"],
  },
  {
    name: "YamlBeans",
    category: "serialisation",
    why: "YamlReader builds the classes a document's tags name.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.esotericsoftware.yamlbeans.model.yml",
    patterns: ["new YamlReader"],
  },
  {
    name: "json-io",
    category: "serialisation",
    why: "JsonReader.jsonToJava builds the class named by @type.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.cedarsoftware.util.io.model.yml",
    patterns: ["JsonReader#jsonToJava"],
  },
  {
    name: "JMS",
    category: "serialisation",
    why: "An ObjectMessage's getObject deserializes what another program sent.",
    reference: "https://jakarta.ee/specifications/messaging/3.1/apidocs/",
    patterns: ["ObjectMessage#getObject"],
  },
  {
    name: "Apache Velocity",
    category: "template",
    why: "Velocity.evaluate runs its template text, whose directives call Java methods.",
    reference: "https://velocity.apache.org/engine/2.3/developer-guide.html",
    patterns: ["Velocity#evaluate", "VelocityEngine#evaluate"],
  },
  {
    name: "Apache FreeMarker",
    category: "template",
    why: "A Template made from text runs it, and its ?new built-in can construct classes.",
    reference: "https://freemarker.apache.org/docs/api/freemarker/template/Template.html",
    patterns: ["new Template", "StringTemplateLoader#putTemplate"],
  },
  {
    name: "Thymeleaf",
    category: "template",
    why: "process() on a template text or view name evaluates its expressions.",
    reference: "https://www.thymeleaf.org/doc/tutorials/3.1/usingthymeleaf.html",
    patterns: ["TemplateEngine#process", "SpringTemplateEngine#process"],
  },
  {
    name: "Pebble",
    category: "template",
    why: "getLiteralTemplate compiles the text it is given into a template that can call methods.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.mitchellbosecke.pebble.model.yml",
    patterns: ["PebbleEngine#getLiteralTemplate"],
  },
  {
    name: "Jinjava",
    category: "template",
    why: "render() evaluates the template text it is given.",
    reference: "https://github.com/github/codeql/blob/main/java/ql/lib/ext/com.hubspot.jinjava.model.yml",
    patterns: ["Jinjava#render", "Jinjava#renderForResult"],
  },
  {
    name: "Handlebars.java",
    category: "template",
    why: "compileInline compiles the template text it is given.",
    reference: "https://jknack.github.io/handlebars.java/",
    patterns: ["Handlebars#compileInline"],
  },
  {
    name: "Groovy",
    category: "other",
    why: "GroovyShell, Eval and GroovyClassLoader run their text as code.",
    reference: "https://docs.groovy-lang.org/latest/html/documentation/guide-integrating.html",
    patterns: ["GroovyShell#evaluate", "GroovyClassLoader#parseClass", "Eval#me"],
  },
  {
    name: "OGNL",
    category: "other",
    why: "Ognl.getValue and parseExpression evaluate an expression that can call any method.",
    reference: "https://commons.apache.org/dormant/commons-ognl/",
    patterns: ["Ognl#getValue", "Ognl#parseExpression"],
  },
  {
    name: "MVEL",
    category: "other",
    why: "MVEL.eval runs its expression text.",
    reference: "https://github.com/mvel/mvel",
    patterns: ["MVEL#eval", "MVEL#compileExpression"],
  },
  {
    name: "Apache Commons JEXL",
    category: "other",
    why: "createExpression and createScript compile text that can call methods.",
    reference: "https://commons.apache.org/proper/commons-jexl/",
    patterns: ["JexlEngine#createExpression", "JexlEngine#createScript"],
  },
  {
    name: "Spring Expression Language",
    category: "other",
    why: "SpelExpressionParser parses an expression that can run any method.",
    reference: "https://docs.spring.io/spring-framework/reference/core/expressions.html",
    patterns: ["SpelExpressionParser#parseExpression"],
  },
  {
    name: "Jakarta Expression Language",
    category: "other",
    why: "ELProcessor and ExpressionFactory evaluate EL text.",
    reference: "https://jakarta.ee/specifications/expression-language/5.0/apidocs/",
    patterns: ["ELProcessor#eval", "ExpressionFactory#createValueExpression"],
  },
  {
    name: "Bean Validation",
    category: "other",
    why: "A constraint violation's message template is interpolated with EL expressions.",
    reference:
      "https://docs.jboss.org/hibernate/validator/8.0/reference/en-US/html_single/#section-hibernateconstraintvalidatorcontext",
    patterns: ["ConstraintValidatorContext#buildConstraintViolationWithTemplate"],
  },
  {
    name: "javax.script",
    category: "other",
    why: "ScriptEngine.eval runs its text in the scripting language.",
    reference:
      "https://docs.oracle.com/en/java/javase/21/docs/api/java.scripting/javax/script/ScriptEngine.html",
    patterns: ["ScriptEngine#eval", "ScriptEngineManager#getEngineByName"],
  },
  {
    name: "Apache Commons Text",
    category: "other",
    why: "An interpolating StringSubstitutor runs script, dns and url lookups; StringEscapeUtils escapes HTML.",
    reference:
      "https://commons.apache.org/proper/commons-text/apidocs/org/apache/commons/text/StringSubstitutor.html",
    patterns: [
      "StringSubstitutor#replace",
      "StringSubstitutor#createInterpolator",
      "StringEscapeUtils#escapeHtml4",
    ],
  },
  {
    name: "Java reflection",
    category: "other",
    why: "Class.forName and loadClass load the class a name gives.",
    reference:
      "https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/lang/Class.html#forName(java.lang.String)",
    patterns: ["Class#forName", "ClassLoader#loadClass"],
  },
  {
    name: "OWASP Java Encoder",
    category: "other",
    why: "Encode.forHtml and its kin escape text for the context written.",
    reference: "https://owasp.org/www-project-java-encoder/",
    patterns: ["Encode#forHtml", "Encode#forHtmlAttribute", "Encode#forUriComponent"],
  },
  {
    name: "OWASP ESAPI",
    category: "other",
    why: "ESAPI's encoder escapes for HTML, SQL, LDAP, XPath and the shell.",
    reference: "https://owasp.org/www-project-enterprise-security-api/",
    patterns: ["Encoder#encodeForHTML", "Encoder#encodeForSQL", "Encoder#encodeForLDAP"],
  },
  {
    name: "Spring HtmlUtils",
    category: "other",
    why: "htmlEscape escapes markup characters before text is written into a page.",
    reference:
      "https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/web/util/HtmlUtils.html",
    patterns: ["HtmlUtils#htmlEscape"],
  },
  {
    name: "Java Cryptography Architecture",
    category: "crypto",
    why: "Cipher and MessageDigest instances are chosen by algorithm name, which decides weak ciphers and digests.",
    reference: "https://docs.oracle.com/en/java/javase/21/docs/specs/security/standard-names.html",
    patterns: ["Cipher#getInstance", "MessageDigest#getInstance"],
  },
  {
    name: "SLF4J",
    category: "logging",
    why: "Logged input with line breaks forges log entries.",
    reference: "https://www.slf4j.org/api/org/slf4j/Logger.html",
    patterns: ["LoggerFactory#getLogger", "Logger#info"],
  },
  {
    name: "Log4j 2",
    category: "logging",
    why: "Logged input with line breaks forges entries; lookups in old versions ran JNDI.",
    reference:
      "https://github.com/github/codeql/blob/main/java/ql/lib/ext/experimental/org.apache.logging.log4j.model.yml",
    patterns: ["LogManager#getLogger", "Logger#error"],
  },
  {
    name: "java.util.logging",
    category: "logging",
    why: "Logged input with line breaks forges log entries.",
    reference:
      "https://docs.oracle.com/en/java/javase/21/docs/api/java.logging/java/util/logging/Logger.html",
    patterns: ["Logger#getLogger", "Logger#severe"],
  },
  {
    name: "Apache Commons Logging",
    category: "logging",
    why: "Logged input with line breaks forges log entries.",
    reference:
      "https://commons.apache.org/proper/commons-logging/apidocs/org/apache/commons/logging/Log.html",
    patterns: ["LogFactory#getLog", "Log#info"],
  },
  {
    name: "JSPWiki plugins",
    category: "web framework",
    why: "A plugin's execute runs on the parameters any page author writes, and its result is inserted into the page verbatim.",
    reference: "https://jspwiki-wiki.apache.org/Wiki.jsp?page=JSPWikiPlugins",
    patterns: ["WikiPlugin", "TextUtil#replaceEntities"],
  },
  {
    name: "jjwt",
    category: "crypto",
    why: "A signing key resolver reads the token's header (its kid) before the signature is verified.",
    reference:
      "https://javadoc.io/doc/io.jsonwebtoken/jjwt-api/latest/io/jsonwebtoken/SigningKeyResolver.html",
    patterns: ["JwtKeyResolver", "SigningKeyResolverAdapter"],
  },
  {
    name: "XXL-JOB",
    category: "other",
    why: "A job handler's parameter is text the scheduling center sends the executor.",
    reference: "https://www.xuxueli.com/xxl-job/",
    patterns: ["XxlJobHelper#getJobParam"],
  },
  {
    name: "Java archives (java.util.zip, commons-compress, zip4j)",
    category: "files",
    why: "An archive names its own entries; a name with ../ extracted as given is written outside the target folder.",
    reference: "https://codeql.github.com/codeql-query-help/java/java-zipslip/",
    patterns: ["ZipEntry#getName", "TarArchiveEntry#getName", "FileHeader#getFileName"],
  },
  {
    name: "Gson",
    category: "serialisation",
    why: "toJson escapes HTML characters unless the builder disables it, so its JSON holds no markup.",
    reference:
      "https://javadoc.io/doc/com.google.code.gson/gson/latest/com.google.gson/com/google/gson/GsonBuilder.html",
    patterns: ["Gson#toJson"],
  },
  {
    name: "Spring MVC and JFinal view models",
    category: "template",
    why: "Text handed to a FreeMarker, Velocity, JSP or Enjoy view is written into the page unescaped unless the template escapes it.",
    reference: "https://freemarker.apache.org/docs/dgui_misc_autoescaping.html",
    patterns: ["Model#addAttribute", "ModelAndView#addObject", "Controller#setAttr"],
  },
];
