// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.xml.sax.InputSource;

@RestController
public class UserQuery04 {
    private static final Set<String> ALLOWED = Set.of("alpha", "beta", "gamma");

    @GetMapping("/xpathi/userquery04")
    public void handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String subject = ALLOWED.contains(param) ? param : "alpha";
        try (InputStream in = getClass().getResourceAsStream("/catalog.xml")) {
            XPath xp = XPathFactory.newInstance().newXPath();
            String title = xp.evaluate("/catalog/book[@isbn='" + subject + "']/title", new InputSource(in));
            response.getWriter().println(title);
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}
