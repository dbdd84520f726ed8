// holdout: vulnerable cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

@WebServlet(value = "/xpathi/userquery15")
public class UserQuery15 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> paramMap = request.getParameterMap();
        String provided = "";
        String[] given = paramMap.get("sort");
        if (given != null && given.length > 0) {
            provided = given[0];
        }
        String item = normalize(provided);
        try {
            Document doc = loadUsers();
            XPathFactory factory = XPathFactory.newInstance();
            XPath xp = factory.newXPath();
            Node node = (Node) xp.evaluate(String.format("//user[@id='%s']", item), doc, XPathConstants.NODE);
            response.getWriter().println(node == null ? "none" : node.getTextContent());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
