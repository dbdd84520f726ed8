// holdout: vulnerable cwe=643
package org.example.web.xpathi;

import java.io.BufferedReader;
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
import org.w3c.dom.Document;

@WebServlet(value = "/xpathi/userquery17")
public class UserQuery17 extends HttpServlet {
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
        StringBuilder body = new StringBuilder();
        try (BufferedReader reader = request.getReader()) {
            String line;
            while ((line = reader.readLine()) != null) {
                body.append(line);
            }
        }
        String incoming = body.toString().trim();
        String operand;
        try {
            operand = URLDecoder.decode(incoming, "UTF-8");
        } catch (IllegalArgumentException e) {
            operand = "invalid";
        }
        try {
            Document doc = loadUsers();
            XPath xp = XPathFactory.newInstance().newXPath();
            String expression = "/users/user[@login='" + operand + "']/email";
            String email = xp.evaluate(expression, doc);
            response.getWriter().println(email);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
