// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.Optional;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool02")
public class HostTool02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "note".equals(vals[0])) {
                raw = name;
                break;
            }
        }
        String subject = Optional.ofNullable(raw).map(String::trim).orElse("none");
        Process proc = new ProcessBuilder("sort", "-u").start();
        // The value only reaches the process as data on its standard input.
        try (OutputStream stdin = proc.getOutputStream()) {
            stdin.write(subject.getBytes(StandardCharsets.UTF_8));
        }
        response.getOutputStream().write(proc.getInputStream().readAllBytes());
    }
}
