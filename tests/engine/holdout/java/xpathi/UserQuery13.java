// holdout: vulnerable cwe=643
package org.example.web.xpathi;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

@WebServlet(value = "/xpathi/userquery13")
@MultipartConfig
public class UserQuery13 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Part upload = request.getPart("name");
        String provided = upload == null ? "" : upload.getSubmittedFileName();
        String[] parts = { "head", provided, "tail" };
        String selected = parts[1];
        try (InputStream in = getClass().getResourceAsStream("/catalog.xml")) {
            XPath xp = XPathFactory.newInstance().newXPath();
            String title = xp.evaluate("/catalog/book[@isbn='" + selected + "']/title", new InputSource(in));
            response.getWriter().println(title);
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}
