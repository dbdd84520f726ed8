// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool10")
public class HostTool10 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = request.getPathInfo();
        raw = (raw == null || raw.length() < 2) ? "" : raw.substring(1);
        String subject = String.format("%s", raw).strip();
        Process proc = new ProcessBuilder("sort", "-u").start();
        // The value only reaches the process as data on its standard input.
        try (OutputStream stdin = proc.getOutputStream()) {
            stdin.write(subject.getBytes(StandardCharsets.UTF_8));
        }
        response.getOutputStream().write(proc.getInputStream().readAllBytes());
    }
}
