// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.owasp.esapi.ESAPI;
import org.w3c.dom.Document;

@WebServlet(value = "/xpathi/userquery14")
public class UserQuery14 extends HttpServlet {
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
        String raw = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "tag".equals(vals[0])) {
                raw = name;
                break;
            }
        }
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(raw);
        items.add("south");
        items.remove(0);
        String selected = items.get(0);
        try {
            Document doc = loadUsers();
            XPath xp = XPathFactory.newInstance().newXPath();
            String expression = "/users/user[@login='" + ESAPI.encoder().encodeForXPath(selected) + "']/email";
            response.getWriter().println(xp.evaluate(expression, doc));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
