// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool17")
public class HostTool17 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("q");
        String userValue = (values != null && values.length > 0) ? values[0] : "";
        String[] tokens = (userValue + ",x").split(",");
        String subject = tokens[0];
        ProcessBuilder pb = new ProcessBuilder();
        pb.command("cmd.exe", "/c", "dir " + subject);
        Process proc = pb.start();
        try {
            response.getWriter().println("exit " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
