// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.util.Optional;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview01")
public class FileView01 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final String BASE_DIR = "/srv/app/reports/";

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        StringBuilder body = new StringBuilder();
        try (BufferedReader reader = request.getReader()) {
            String line;
            while ((line = reader.readLine()) != null) {
                body.append(line);
            }
        }
        String raw = body.toString().trim();
        String subject = Optional.ofNullable(raw).map(String::trim).orElse("none");
        File target = new File(BASE_DIR + subject);
        try (FileInputStream in = new FileInputStream(target)) {
            response.getOutputStream().write(in.readAllBytes());
        }
    }
}
