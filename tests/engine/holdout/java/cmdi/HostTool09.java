// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool09")
public class HostTool09 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Set<String> STANDARD_HEADERS =
            Set.of("host", "user-agent", "accept", "accept-encoding", "accept-language", "connection", "cookie");

    private String decorate(String s) {
        return s.isEmpty() ? "none" : s + "-tagged";
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames.hasMoreElements()) {
            String headerName = headerNames.nextElement();
            if (STANDARD_HEADERS.contains(headerName.toLowerCase(Locale.ROOT))) {
                continue;
            }
            param = headerName;
            break;
        }
        String subject = this.decorate(param);
        Runtime runtime = Runtime.getRuntime();
        String cmd = "/usr/bin/convert /srv/images/" + subject + " -resize 64x64 /tmp/thumb.png";
        Process proc = runtime.exec(new String[] { "sh", "-c", cmd });
        response.getWriter().println("queued " + proc.isAlive());
    }
}
