// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview18")
public class FileView18 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String incoming = "guest";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("query".equals(c.getName())) {
                    incoming = URLDecoder.decode(c.getValue(), StandardCharsets.UTF_8);
                    break;
                }
            }
        }
        String[] parts = { "head", incoming, "tail" };
        String selected = parts[1];
        Path base = Paths.get("/srv/app/reports").toAbsolutePath().normalize();
        Path target = base.resolve(selected).normalize();
        if (!target.startsWith(base)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        response.getOutputStream().write(Files.readAllBytes(target));
    }
}
