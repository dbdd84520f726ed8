// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

@WebServlet(value = "/xpathi/userquery10")
public class UserQuery10 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Set<String> STANDARD_HEADERS =
            Set.of("host", "user-agent", "accept", "accept-encoding", "accept-language", "connection", "cookie");

    private static String normalize(String value) {
        return value.trim().toLowerCase(Locale.ROOT);
    }

    private Document loadUsers() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        try (InputStream in = getClass().getResourceAsStream("/users.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames.hasMoreElements()) {
            String headerName = headerNames.nextElement();
            if (STANDARD_HEADERS.contains(headerName.toLowerCase(Locale.ROOT))) {
                continue;
            }
            param = headerName;
            break;
        }
        String item = normalize(param);
        try {
            Document doc = loadUsers();
            XPath xp = XPathFactory.newInstance().newXPath();
            final String login = item;
            xp.setXPathVariableResolver(v -> "login".equals(v.getLocalPart()) ? login : null);
            String email = xp.evaluate("/users/user[@login=$login]/email", doc);
            response.getWriter().println(email);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
