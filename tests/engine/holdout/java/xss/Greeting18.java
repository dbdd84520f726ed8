// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

@WebServlet(value = "/xss/greeting18")
public class Greeting18 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String decorate(String s) {
        return s.isEmpty() ? "none" : s + "-tagged";
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String raw = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("note=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                raw = rawQuery.substring(start + "note=".length(), end < 0 ? rawQuery.length() : end);
                raw = URLDecoder.decode(raw, StandardCharsets.UTF_8);
            }
        }
        String operand = this.decorate(raw);
        response.getWriter().println("<p>Hello " + ESAPI.encoder().encodeForHTML(operand) + "</p>");
    }
}
