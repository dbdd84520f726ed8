// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.FilenameUtils;

@WebServlet(value = "/pathtraver/fileview06")
public class FileView06 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = "guest";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("path".equals(c.getName())) {
                    provided = URLDecoder.decode(c.getValue(), StandardCharsets.UTF_8);
                    break;
                }
            }
        }
        String operand = String.format("%s", provided).strip();
        String fileName = FilenameUtils.getName(operand);
        File target = new File("/srv/app/reports", fileName);
        try (FileInputStream in = new FileInputStream(target)) {
            response.getOutputStream().write(in.readAllBytes());
        }
    }
}
