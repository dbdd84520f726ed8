// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview07")
public class FileView07 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("sort");
        String raw = (values != null && values.length > 0) ? values[0] : "";
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(raw);
        items.add("south");
        items.remove(0);
        String bar = items.get(0);
        try (FileOutputStream out = new FileOutputStream("/srv/app/exports/" + bar)) {
            out.write("export started\n".getBytes(StandardCharsets.UTF_8));
        }
    }
}
