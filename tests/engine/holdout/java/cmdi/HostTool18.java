// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool18")
public class HostTool18 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String raw = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("path=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                raw = rawQuery.substring(start + "path=".length(), end < 0 ? rawQuery.length() : end);
                raw = URLDecoder.decode(raw, StandardCharsets.UTF_8);
            }
        }
        String encoded = Base64.getEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
        String operand = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        Process proc = new ProcessBuilder("sort", "-u").start();
        // The value only reaches the process as data on its standard input.
        try (OutputStream stdin = proc.getOutputStream()) {
            stdin.write(operand.getBytes(StandardCharsets.UTF_8));
        }
        response.getOutputStream().write(proc.getInputStream().readAllBytes());
    }
}
