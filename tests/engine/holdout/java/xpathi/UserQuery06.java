// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
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

@WebServlet(value = "/xpathi/userquery06")
public class UserQuery06 extends HttpServlet {
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
        String provided = request.getHeader("X-tag");
        provided = provided == null ? "" : URLDecoder.decode(provided, "UTF-8");
        StringBuilder sb = new StringBuilder();
        sb.append(provided).append(' ');
        String item = sb.toString().trim();
        try {
            Document doc = loadUsers();
            XPath xp = XPathFactory.newInstance().newXPath();
            String expression = "/users/user[@login='" + ESAPI.encoder().encodeForXPath(item) + "']/email";
            response.getWriter().println(xp.evaluate(expression, doc));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
