// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/cmdi/hosttool15")
public class HostTool15 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = request.getParameter("name");
        if (provided == null) provided = "";
        String bar = String.format("%s", provided).strip();
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "tar czf /tmp/export.tgz " + bar);
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        response.getWriter().println("started " + proc.pid());
    }
}
