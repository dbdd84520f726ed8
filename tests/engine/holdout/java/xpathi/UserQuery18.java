// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.util.Optional;
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

@WebServlet(value = "/xpathi/userquery18")
public class UserQuery18 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private Document loadUsers() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        try (InputStream in = getClass().getResourceAsStream("/users.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("X-ref");
        param = param == null ? "" : URLDecoder.decode(param, "UTF-8");
        String item = Optional.ofNullable(param).map(String::trim).orElse("none");
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
