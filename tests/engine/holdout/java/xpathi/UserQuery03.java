// holdout: vulnerable cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
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
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@WebServlet(value = "/xpathi/userquery03")
public class UserQuery03 extends HttpServlet {
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
        Map<String, String[]> paramMap = request.getParameterMap();
        String incoming = "";
        String[] given = paramMap.get("id");
        if (given != null && given.length > 0) {
            incoming = given[0];
        }
        String bar;
        String guide = "ABC";
        char pick = guide.charAt(2);
        switch (pick) {
            case 'A':
                bar = incoming;
                break;
            case 'B':
                bar = "plain";
                break;
            case 'C':
                bar = incoming;
                break;
            default:
                bar = "plain";
                break;
        }
        try {
            Document doc = loadUsers();
            XPath xp = XPathFactory.newInstance().newXPath();
            XPathExpression compiled = xp.compile("//user[name/text()='" + bar + "']/role");
            NodeList roles = (NodeList) compiled.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println(roles.getLength());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
