// holdout: safe cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.xml.sax.InputSource;

@RestController
public class UserQuery12 {

    private static class Decorator {
        private final String name;

        Decorator(String name) {
            this.name = name;
        }

        String label(String ignored) {
            return name + "-v2";
        }
    }

    @GetMapping("/xpathi/userquery12/{file}")
    public void handle(@PathVariable("file") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String item = new Decorator("report").label(param);
        try (InputStream in = getClass().getResourceAsStream("/catalog.xml")) {
            XPath xp = XPathFactory.newInstance().newXPath();
            String title = xp.evaluate("/catalog/book[@isbn='" + item + "']/title", new InputSource(in));
            response.getWriter().println(title);
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}
