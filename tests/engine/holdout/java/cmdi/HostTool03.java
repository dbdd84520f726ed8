// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool03")
public class HostTool03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static class Decorator {
        String wrap(String in) {
            return "item-" + in;
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = request.getParameter("path");
        if (userValue == null) userValue = "";
        String selected = new Decorator().wrap(userValue);
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "tar czf /tmp/export.tgz " + selected);
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        response.getWriter().println("started " + proc.pid());
    }
}
