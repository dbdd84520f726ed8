// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool05")
public class HostTool05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("note");
        String param = (values != null && values.length > 0) ? values[0] : "";
        StringBuilder sb = new StringBuilder();
        sb.append(param).append(' ');
        String bar = sb.toString().trim();
        ProcessBuilder pb = new ProcessBuilder();
        pb.command("cmd.exe", "/c", "dir " + bar);
        Process proc = pb.start();
        try {
            response.getWriter().println("exit " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
