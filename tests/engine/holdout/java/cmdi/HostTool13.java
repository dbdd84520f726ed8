// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool13")
public class HostTool13 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = request.getHeader("X-ref");
        raw = raw == null ? "" : URLDecoder.decode(raw, "UTF-8");
        String bar = raw;
        Process proc = Runtime.getRuntime().exec(new String[] { "/bin/sh", "-c", "ping -c 1 " + bar });
        try (InputStream out = proc.getInputStream()) {
            response.getOutputStream().write(out.readAllBytes());
        }
    }
}
