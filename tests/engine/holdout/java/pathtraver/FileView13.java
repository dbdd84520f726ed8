// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview13")
public class FileView13 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
        String param = body.toString().trim();
        StringBuilder sb = new StringBuilder();
        sb.append(param).append(' ');
        String selected = sb.toString().trim();
        java.net.URI uri = java.net.URI.create("file:///srv/app/static/" + selected);
        File f = new File(uri);
        response.getWriter().println(f.exists() ? "found" : "missing");
    }
}
