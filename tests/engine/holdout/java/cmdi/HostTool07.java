// holdout: vulnerable cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;

@WebServlet(value = "/cmdi/hosttool07")
@MultipartConfig
public class HostTool07 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Part upload = request.getPart("name");
        String provided = upload == null ? "" : upload.getSubmittedFileName();
        String bar = Optional.ofNullable(provided).map(String::trim).orElse("none");
        List<String> command = new ArrayList<>();
        command.add("sh");
        command.add("-c");
        command.add("echo " + bar + " >> /var/log/app/notes.txt");
        new ProcessBuilder(command).start();
    }
}
