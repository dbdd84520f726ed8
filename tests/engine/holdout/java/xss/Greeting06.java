// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.util.HtmlUtils;

@WebServlet(value = "/xss/greeting06")
public class Greeting06 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String incoming = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("term=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                incoming = rawQuery.substring(start + "term=".length(), end < 0 ? rawQuery.length() : end);
                incoming = URLDecoder.decode(incoming, StandardCharsets.UTF_8);
            }
        }
        int base = 86;
        String bar = (7 * 18) - base > 200 ? "fallback" : incoming;
        PrintWriter out = response.getWriter();
        out.format("<div class=\"result\">%s</div>", HtmlUtils.htmlEscape(bar));
    }
}
