// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trustbound/profilesave01")
public class ProfileSave01 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String provided = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("query=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                provided = rawQuery.substring(start + "query=".length(), end < 0 ? rawQuery.length() : end);
                provided = URLDecoder.decode(provided, StandardCharsets.UTF_8);
            }
        }
        StringBuilder acc = new StringBuilder();
        for (String piece : provided.split("\\s+")) {
            if (!piece.isEmpty()) {
                acc.append(piece).append(' ');
            }
        }
        String operand = acc.toString().trim();
        request.getSession().setAttribute("displayName", operand);
        response.getWriter().println("saved");
    }
}
