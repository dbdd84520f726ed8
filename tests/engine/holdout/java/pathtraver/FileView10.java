// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview10")
public class FileView10 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String normalize(String value) {
        return value.trim().toLowerCase(Locale.ROOT);
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = request.getParameter("path");
        if (provided == null) provided = "";
        String bar = normalize(provided);
        Path base = Paths.get("/srv/app/reports").toAbsolutePath().normalize();
        Path target = base.resolve(bar).normalize();
        if (!target.startsWith(base)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        response.getOutputStream().write(Files.readAllBytes(target));
    }
}
