// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;

@WebServlet(value = "/pathtraver/fileview09")
@MultipartConfig
public class FileView09 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Part upload = request.getPart("file");
        String raw = upload == null ? "" : upload.getSubmittedFileName();
        StringBuilder acc = new StringBuilder();
        for (String piece : raw.split("\\s+")) {
            if (!piece.isEmpty()) {
                acc.append(piece).append(' ');
            }
        }
        String bar = acc.toString().trim();
        File dir = new File("/srv/app/templates");
        try (BufferedReader reader = new BufferedReader(new FileReader(new File(dir, bar)))) {
            response.getWriter().println(reader.readLine());
        }
    }
}
