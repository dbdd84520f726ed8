// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview02")
public class FileView02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = "";
        Enumeration<String> headers = request.getHeaders("file");
        if (headers != null && headers.hasMoreElements()) {
            raw = headers.nextElement();
        }
        raw = URLDecoder.decode(raw, "UTF-8");
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(raw);
        items.add("south");
        items.remove(0);
        String item = items.get(0);
        Path base = Paths.get("/srv/app/reports").toAbsolutePath().normalize();
        Path target = base.resolve(item).normalize();
        if (!target.startsWith(base)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        response.getOutputStream().write(Files.readAllBytes(target));
    }
}
