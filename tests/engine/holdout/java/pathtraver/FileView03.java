// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview03")
public class FileView03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String decorate(String s) {
        return s.isEmpty() ? "none" : s + "-tagged";
    }
    private static final String BASE_DIR = "/srv/app/reports";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = request.getHeader("X-path");
        raw = raw == null ? "" : URLDecoder.decode(raw, "UTF-8");
        String item = this.decorate(raw);
        byte[] data = Files.readAllBytes(Paths.get(BASE_DIR, item));
        response.getOutputStream().write(data);
    }
}
