// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool14")
public class HostTool14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "query".equals(vals[0])) {
                param = name;
                break;
            }
        }
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(param);
        items.add("south");
        items.remove(0);
        String selected = items.get(0);
        Process proc = new ProcessBuilder("sort", "-u").start();
        // The value only reaches the process as data on its standard input.
        try (OutputStream stdin = proc.getOutputStream()) {
            stdin.write(selected.getBytes(StandardCharsets.UTF_8));
        }
        response.getOutputStream().write(proc.getInputStream().readAllBytes());
    }
}
