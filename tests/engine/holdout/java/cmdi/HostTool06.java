// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool06")
public class HostTool06 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String param = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("query=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                param = rawQuery.substring(start + "query=".length(), end < 0 ? rawQuery.length() : end);
                param = URLDecoder.decode(param, StandardCharsets.UTF_8);
            }
        }
        StringBuilder acc = new StringBuilder();
        for (String piece : param.split("\\s+")) {
            if (!piece.isEmpty()) {
                acc.append(piece).append(' ');
            }
        }
        String subject = acc.toString().trim();
        Process proc = new ProcessBuilder("sort", "-u").start();
        // The value only reaches the process as data on its standard input.
        try (OutputStream stdin = proc.getOutputStream()) {
            stdin.write(subject.getBytes(StandardCharsets.UTF_8));
        }
        response.getOutputStream().write(proc.getInputStream().readAllBytes());
    }
}
