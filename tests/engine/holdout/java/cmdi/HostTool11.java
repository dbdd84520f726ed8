// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.File;
import java.io.IOException;
import java.net.URLDecoder;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool11")
public class HostTool11 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = "";
        Enumeration<String> headers = request.getHeaders("note");
        if (headers != null && headers.hasMoreElements()) {
            userValue = headers.nextElement();
        }
        userValue = URLDecoder.decode(userValue, "UTF-8");
        StringBuilder acc = new StringBuilder();
        for (String piece : userValue.split("\\s+")) {
            if (!piece.isEmpty()) {
                acc.append(piece).append(' ');
            }
        }
        String bar = acc.toString().trim();
        String script = String.format("grep -i '%s' /srv/data/catalog.txt", bar);
        Process proc = Runtime.getRuntime().exec(new String[] { "/bin/bash", "-c", script }, null, new File("/srv/data"));
        response.getOutputStream().write(proc.getInputStream().readAllBytes());
    }
}
