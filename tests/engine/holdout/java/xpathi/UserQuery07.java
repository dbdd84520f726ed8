// holdout: vulnerable cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
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

@WebServlet(value = "/xpathi/userquery07")
public class UserQuery07 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
        String[] values = request.getParameterValues("name");
        String provided = (values != null && values.length > 0) ? values[0] : "";
        String operand = String.format("%s", provided).strip();
        try {
            Document doc = loadUsers();
            XPathFactory factory = XPathFactory.newInstance();
            XPath xp = factory.newXPath();
            Node node = (Node) xp.evaluate(String.format("//user[@id='%s']", operand), doc, XPathConstants.NODE);
            response.getWriter().println(node == null ? "none" : node.getTextContent());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
