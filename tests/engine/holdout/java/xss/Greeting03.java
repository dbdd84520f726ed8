// holdout: vulnerable cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss/greeting03")
public class Greeting03 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Set<String> STANDARD_HEADERS =
            Set.of("host", "user-agent", "accept", "accept-encoding", "accept-language", "connection", "cookie");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String incoming = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames.hasMoreElements()) {
            String headerName = headerNames.nextElement();
            if (STANDARD_HEADERS.contains(headerName.toLowerCase(Locale.ROOT))) {
                continue;
            }
            incoming = headerName;
            break;
        }
        String selected = incoming;
        PrintWriter out = response.getWriter();
        out.format("<div class=\"result\">%s</div>", selected);
    }
}
