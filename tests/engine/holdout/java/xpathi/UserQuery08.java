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
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class UserQuery08 {

    private Document loadUsers() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        try (InputStream in = getClass().getResourceAsStream("/users.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }

    @PostMapping("/xpathi/userquery08")
    public void handle(@RequestParam(value = "note", defaultValue = "") String provided, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] parts = { "head", provided, "tail" };
        String bar = parts[2];
        try {
            Document doc = loadUsers();
            XPath xp = XPathFactory.newInstance().newXPath();
            String expression = "/users/user[@login='" + bar + "']/email";
            String email = xp.evaluate(expression, doc);
            response.getWriter().println(email);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
