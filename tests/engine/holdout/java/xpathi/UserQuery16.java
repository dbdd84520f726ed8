// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class UserQuery16 {

    private Document loadUsers() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        try (InputStream in = getClass().getResourceAsStream("/users.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }

    @PostMapping("/xpathi/userquery16")
    public void handle(@RequestHeader(value = "X-ref", required = false) String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (userValue == null) userValue = "";
        String operand;
        String guide = "ABC";
        char pick = guide.charAt(1);
        switch (pick) {
            case 'A':
                operand = userValue;
                break;
            case 'B':
                operand = "plain";
                break;
            case 'C':
                operand = userValue;
                break;
            default:
                operand = "plain";
                break;
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
