// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.net.URLDecoder;
import java.util.Locale;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview15")
public class FileView15 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String normalize(String value) {
        return value.trim().toLowerCase(Locale.ROOT);
    }
    private static final String BASE_DIR = "/srv/app/reports/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("X-note");
        param = param == null ? "" : URLDecoder.decode(param, "UTF-8");
        String operand = normalize(param);
        File target = new File(BASE_DIR + operand);
        try (FileInputStream in = new FileInputStream(target)) {
            response.getOutputStream().write(in.readAllBytes());
        }
    }
}
