// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview05")
public class FileView05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = request.getPathInfo();
        provided = (provided == null || provided.length() < 2) ? "" : provided.substring(1);
        Map<String, String> lookup = new HashMap<>();
        lookup.put("keyA", "static");
        lookup.put("keyB", provided);
        String key = "key" + "B";
        String subject = lookup.get(key);
        boolean removed = Files.deleteIfExists(Path.of("/srv/app/tmp").resolve(subject));
        response.getWriter().println(removed ? "deleted" : "missing");
    }
}
