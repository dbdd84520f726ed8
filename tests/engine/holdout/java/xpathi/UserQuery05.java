// holdout: vulnerable cwe=643
package org.example.web.xpathi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

@WebServlet(value = "/xpathi/userquery05")
public class UserQuery05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
        int base = 86;
        String subject = (7 * 18) - base > 200 ? "fallback" : incoming;
        try (InputStream in = getClass().getResourceAsStream("/catalog.xml")) {
            XPath xp = XPathFactory.newInstance().newXPath();
            String title = xp.evaluate("/catalog/book[@isbn='" + subject + "']/title", new InputSource(in));
            response.getWriter().println(title);
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}
