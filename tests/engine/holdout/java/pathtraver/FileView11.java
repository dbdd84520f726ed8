// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview11")
public class FileView11 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> paramMap = request.getParameterMap();
        String userValue = "";
        String[] given = paramMap.get("user");
        if (given != null && given.length > 0) {
            userValue = given[0];
        }
        String selected = String.format("%s", userValue).strip();
        try (RandomAccessFile raf = new RandomAccessFile("/var/data/" + selected, "r")) {
            response.getWriter().println("size " + raf.length());
        }
    }
}
