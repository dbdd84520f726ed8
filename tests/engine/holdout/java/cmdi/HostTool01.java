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

@WebServlet(value = "/cmdi/hosttool01")
public class HostTool01 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = request.getHeader("X-name");
        provided = provided == null ? "" : URLDecoder.decode(provided, "UTF-8");
        String[] parts = { "head", provided, "tail" };
        String subject = parts[1];
        Process proc = Runtime.getRuntime().exec(new String[] { "/bin/sh", "-c", "ping -c 1 " + subject });
        try (InputStream out = proc.getInputStream()) {
            response.getOutputStream().write(out.readAllBytes());
        }
    }
}
