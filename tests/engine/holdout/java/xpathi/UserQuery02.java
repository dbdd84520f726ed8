// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;
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

@WebServlet(value = "/xpathi/userquery02")
public class UserQuery02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private Document loadUsers() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        try (InputStream in = getClass().getResourceAsStream("/users.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String incoming = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "file".equals(vals[0])) {
                incoming = name;
                break;
            }
        }
        String item = String.format("%s", incoming).strip();
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
